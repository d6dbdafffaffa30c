import type { RegisterCommands } from "../command.types.ts"

/** `portal profiles list`: the named profiles (one session per server) in the config folder. */
export const registerProfilesCommands: RegisterCommands = (program, host) => {
  const profiles = program
    .command("profiles")
    .summary("list the named profiles (one saved session per server)")
    .description(
      "Profiles keep one saved session each, in the config folder: 'portal --profile <name> login' creates or replaces one, --profile <name> (or PORTAL_PROFILE) uses it; without --profile the \"default\" profile is used.",
    )
  profiles
    .command("list")
    .summary("list the profiles with their servers (a table, or --json)")
    .addHelpText(
      "after",
      "\nExamples:\n  $ portal --profile staging --api https://staging.example.com login -u acme.admin\n  $ portal profiles list\n  $ portal --profile staging whoami",
    )
    .action(() => host.execute(() => import("./profiles-list.command.ts"), {}))
}
