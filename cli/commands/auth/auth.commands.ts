import { type Command, Option } from "commander"
import type { RegisterCommands } from "../command.types.ts"
import type { LoginOptions } from "./login.command.ts"

const LOGIN_HELP = `
The password comes from --password-stdin (a pipe; one trailing newline is dropped), --password,
PORTAL_PASSWORD, else a hidden prompt when run in a terminal (Ctrl-C cancels, exit 130). The
session is saved to the session file (mode 0600) with the server's URL, so later commands need
no --api; they send it as 'Authorization: EC <session>'. A failed sign-in says how many attempts
remain.

Examples:
  $ portal --api http://localhost:4310 login --username acme.user
  $ printf '%s\\n' "$PORTAL_PW" | portal login -u acme.user --password-stdin --json
  $ portal --api https://portal.example.com --session ~/.portal/acme.json login -u acme.admin`

/** `portal login | logout | whoami`, each driving the auth machine. */
export const registerAuthCommands: RegisterCommands = (program, host) => {
  program
    .command("login")
    .summary("sign in and save the session")
    .description("Sign in to the portal and save the session to the session file.")
    .requiredOption("-u, --username <name>", "user name, e.g. acme.user")
    .addOption(
      new Option("-p, --password <password>", "password (prefer PORTAL_PASSWORD or the prompt)").env(
        "PORTAL_PASSWORD",
      ),
    )
    .option("--password-stdin", "read the password from standard input (a pipe)")
    .addHelpText("after", LOGIN_HELP)
    .action((options: LoginOptions, command: Command) =>
      host.execute(() => import("./login.command.ts"), {
        username: options.username,
        // An explicit --password-stdin outranks PORTAL_PASSWORD; with --password it is refused.
        password:
          options.passwordStdin && command.getOptionValueSource("password") === "env"
            ? undefined
            : options.password,
        passwordStdin: options.passwordStdin === true,
      }),
    )

  program
    .command("logout")
    .summary("end the session on the server and forget it")
    .description("End the session on the server (GET /v1/logout) and remove it from the session file.")
    .addHelpText("after", "\nExamples:\n  $ portal logout\n  $ portal --session ~/.portal/acme.json logout")
    .action(() => host.execute(() => import("./logout.command.ts"), {}))

  program
    .command("whoami")
    .summary("show the signed-in user")
    .description(
      "Show the signed-in user of the saved session and the server it belongs to. Exits with 3 when not signed in.",
    )
    .addHelpText("after", "\nExamples:\n  $ portal whoami\n  $ portal whoami --json")
    .action(() => host.execute(() => import("./whoami.command.ts"), {}))
}
