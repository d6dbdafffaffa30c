import type { RegisterCommands } from "../command.types.ts"

/** `portal profile show|update` and `portal email change|confirm|cancel`, driving the profile machines. */
export const registerProfileCommands: RegisterCommands = (program, host) => {
  const profile = program.command("profile").summary("show or update your own profile")
  profile
    .command("show")
    .summary("your profile (or --user <id>, a user of your company, for admins) with pending email changes")
    .option("--user <id>", "another user's id (admins)")
    .action((options: { user?: string }) => host.execute(() => import("./profile-show.command.ts"), options))
  profile
    .command("update")
    .summary("change your first or last name, phone or extension (only what you give is sent)")
    .option("--first-name <name>")
    .option("--last-name <name>")
    .option("--phone <number>", "international (+44 20 7946 0958), or national with --country")
    .option("--country <iso2>", "the country of a national --phone (default US)")
    .option("--extension <digits>", "phone extension; empty to clear")
    .addHelpText(
      "after",
      "\nExamples:\n  $ portal profile update --first-name Ann --phone '+44 20 7946 0958'",
    )
    .action((options: Record<string, string | undefined>) =>
      host.execute(() => import("./profile-update.command.ts"), options),
    )
  const email = program.command("email").summary("change your email address through mailed links")
  email
    .command("change")
    .summary("mail a confirm link to the new address and a cancel link to the current one")
    .argument("<new-email>")
    .option("--user <id>", "a user of your company (admins)")
    .action((newEmail: string, options: { user?: string }) =>
      host.execute(() => import("./email-change.command.ts"), { newEmail, ...options }),
    )
  for (const action of ["confirm", "cancel"] as const)
    email
      .command(action)
      .summary(`${action} an email change with the token of the mailed link`)
      .requiredOption("-t, --token <token>", "the 40 characters at the end of the mailed link")
      .action((options: { token: string }) =>
        host.execute(() => import("./email-link.command.ts"), { token: options.token, action }),
      )
}
