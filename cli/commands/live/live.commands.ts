import type { RegisterCommands } from "../command.types.ts"
import type { LiveOptions } from "./live.command.ts"

const HELP = `
The events of the signed-in user's live updates stream (GET /v1/events), as a browser tab hears
them: what changed (a ticket created, commented, given files, closed or reopened; a notification)
and which ticket, never its text. It waits for --count events (of --ticket only, when given) or
until --timeout, then prints them; exit 1 when fewer came. For scripts that wait for a change.

Examples:
  $ portal live --ticket 500400 --timeout 60        # waits for the next change of that ticket
  $ portal live --count 5 --json`

/** `portal live [--count N] [--ticket ID] [--timeout SECONDS]`: the live updates machine, alone. */
export const registerLiveCommands: RegisterCommands = (program, host) => {
  program
    .command("live")
    .summary("wait for live updates (changed tickets, notifications)")
    .description("Wait for events of your live updates stream and print them.")
    .option("--count <n>", "how many events to wait for", "1")
    .option("--ticket <id>", "only events of this ticket")
    .option("--timeout <seconds>", "stop waiting after this long", "30")
    .addHelpText("after", HELP)
    .action((options: { count: string; ticket?: string; timeout: string }) =>
      host.execute(() => import("./live.command.ts"), options satisfies LiveOptions),
    )
}
