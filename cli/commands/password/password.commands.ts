import { type Command, Option } from "commander"
import type { RegisterCommands } from "../command.types.ts"

interface SecretOptions {
  readonly password?: string
  readonly passwordStdin?: boolean
}

const secret = (options: SecretOptions, command: Command) => ({
  password:
    options.passwordStdin && command.getOptionValueSource("password") === "env"
      ? undefined
      : options.password,
  passwordStdin: options.passwordStdin === true,
})

const withNewPassword = (command: Command) =>
  command
    .addOption(
      new Option(
        "-p, --password <password>",
        "the new password (prefer PORTAL_NEW_PASSWORD or the prompt)",
      ).env("PORTAL_NEW_PASSWORD"),
    )
    .option("--password-stdin", "read the new password from standard input (a pipe)")

/** `portal password forgot | reset | update`, driving the account recovery, password reset and auth machines. */
export const registerPasswordCommands: RegisterCommands = (program, host) => {
  const password = program.command("password").summary("recover or change a password")
  password
    .command("forgot")
    .summary("mail a reset link (--username) or the username (--email)")
    .option("-u, --username <name>", "mail a password reset link to this account's address")
    .option("-e, --email <address>", "mail the username(s) of the accounts with this address")
    .addHelpText(
      "after",
      "\nThe answer is the same whether or not an account matches.\n\nExamples:\n  $ portal password forgot -u acme.user\n  $ portal password forgot --email ann@example.com --json",
    )
    .action((options: { username?: string; email?: string }) =>
      host.execute(() => import("./password-forgot.command.ts"), options),
    )
  withNewPassword(
    password
      .command("reset")
      .summary("set a new password with a mailed reset or setup token")
      .requiredOption("-t, --token <token>", "the 40 characters at the end of the mailed link"),
  )
    .addHelpText(
      "after",
      "\nExamples:\n  $ printf '%s\\n' \"$NEW_PW\" | portal password reset -t <token> --password-stdin",
    )
    .action((options: SecretOptions & { token: string }, command: Command) =>
      host.execute(() => import("./password-reset.command.ts"), {
        token: options.token,
        ...secret(options, command),
      }),
    )
  withNewPassword(
    password
      .command("update")
      .summary("change the password of the saved session (also an expired one)")
      .addOption(
        new Option(
          "--current-password <password>",
          "the current password (prefer PORTAL_CURRENT_PASSWORD or the prompt)",
        ).env("PORTAL_CURRENT_PASSWORD"),
      ),
  )
    .addHelpText(
      "after",
      '\nThe current password is asked for first; the new one must differ from it.\n\nExamples:\n  $ portal password update\n  $ printf \'%s\\n\' "$NEW_PW" | PORTAL_CURRENT_PASSWORD="$OLD_PW" portal password update --password-stdin',
    )
    .action((options: SecretOptions & { currentPassword?: string }, command: Command) =>
      host.execute(() => import("./password-update.command.ts"), {
        ...secret(options, command),
        currentPassword: options.currentPassword,
      }),
    )
}
