import type { RegisterCommands } from "../command.types.ts"
import type { ImpersonateOptions } from "./impersonate.command.ts"

const HELP = `
Staff only (developer, system admin): the saved session becomes a session of that user, marked as
impersonation, until 'portal impersonate --end' returns to your own. Every start and end is in the
impersonation log (GET /v1/admin/impersonations). Staff accounts cannot be viewed as.

Examples:
  $ portal impersonate acme.user
  $ portal tickets list            # what acme.user sees
  $ portal impersonate --end --json`

/** `portal impersonate <username>` and `portal impersonate --end`, through the impersonation machine. */
export const registerImpersonateCommands: RegisterCommands = (program, host) => {
  program
    .command("impersonate")
    .summary("view the portal as another user, or go back (--end)")
    .description("View the portal as another user (POST /v1/impersonation/start), or go back with --end.")
    .argument("[username]", "the user to view as, e.g. acme.user")
    .option("--end", "end viewing as another user and return to your own session")
    .addHelpText("after", HELP)
    .action((username: string | undefined, options: { end?: boolean }) =>
      host.execute(() => import("./impersonate.command.ts"), {
        username,
        end: options.end === true,
      } satisfies ImpersonateOptions),
    )
}
