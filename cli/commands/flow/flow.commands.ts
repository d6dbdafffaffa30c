import { type Command, Option } from "commander"
import type { RegisterCommands } from "../command.types.ts"
import type { FlowCommandOptions } from "./flow-options.ts"

const FLOW_HELP = `
A flow is fixtures/flows/<name>.flow.json: steps that sign in, start machines, send them events,
wait for states and check state, context and calls (schema: fixtures/flows/flow.schema.json).
Recordings (the event log of a recorded run) live in fixtures/recordings/<name>.log.json.
A flow assumes the server's seed named by its "seed" (default tiny): run and record first compare it
with the server's (GET /v1/config) and stop with exit 1 when they differ (--force runs anyway, with
a warning). Without flow names, every flow of the flows folder runs. A passing flow prints one line (-v prints
every step); a failing one prints its failing step with the difference. Exit code 1 when any flow
fails.

Examples:
  $ portal flow record sign-in-sign-out --api http://localhost:4310
  $ portal flow replay
  $ portal flow replay new-ticket -v
  $ portal flow replay ticket-export --reporter junit --out flows.xml
  $ portal flow run failed-sign-in --api http://localhost:4310 --json
  $ portal flow replay --trace ~/Downloads/portal-trace-2026-11-01T12-00-00.json
  $ portal flow coverage --json`

const FORCE_HELP = "run even when the server's seed (GET /v1/config) is not the one the flows assume"

type Raw = Omit<FlowCommandOptions, "flows"> & { trace?: string }

const withFlowOptions = (command: Command): Command =>
  command
    .argument("[flows...]", "flow names (fixtures/flows/<name>.flow.json) or paths; none = all")
    .option("--flows-dir <dir>", "folder of flow files (default fixtures/flows)")
    .option("--recordings-dir <dir>", "folder of recordings (default fixtures/recordings)")
    .addOption(
      new Option("--reporter <name>", "text, or junit for CI").choices(["text", "junit"]).default("text"),
    )
    .option("--out <file>", "with --reporter junit: write the JUnit XML there (text still printed)")
    .option("-v, --verbose", "print every step (by default one line per passing flow)")
    .addHelpText("after", FLOW_HELP)

/** `portal flow record | run | replay | coverage | schema`. */
export const registerFlowCommands: RegisterCommands = (program, host) => {
  const flow = program
    .command("flow")
    .summary("record, run and replay QA flows")
    .description("QA flows: scripted steps over the portal's machines, recorded live and replayed offline.")
    .addHelpText("after", FLOW_HELP)

  withFlowOptions(flow.command("record").summary("run flows against --api and save their recordings"))
    .description("Run flows against a live server (--api) and write their recordings.")
    .option("--force", FORCE_HELP)
    .action((flows: Array<string>, options: Raw) =>
      host.execute(() => import("./flow-record.command.ts"), { ...options, flows }),
    )

  withFlowOptions(flow.command("run").summary("run flows against --api without recording"))
    .description("Run flows against a live server (--api); nothing is written.")
    .option("--force", FORCE_HELP)
    .action((flows: Array<string>, options: Raw) =>
      host.execute(() => import("./flow-run.command.ts"), { ...options, flows }),
    )

  withFlowOptions(flow.command("replay").summary("replay flows offline from their recordings"))
    .description("Replay flows offline from their recordings (no server), or a browser trace with --trace.")
    .option("--trace <file>", "replay a session trace downloaded from the browser instead of flows")
    .action((flows: Array<string>, options: Raw) =>
      host.execute(() => import("./flow-replay.command.ts"), { ...options, flows }),
    )

  flow
    .command("coverage")
    .summary("which states and transitions of each machine the flows exercise")
    .description(
      "Replay the flows' recordings offline and print, for each machine of the registry, the states and transitions they exercise; --json lists the uncovered ones by name.",
    )
    .argument("[flows...]", "flow names (fixtures/flows/<name>.flow.json) or paths; none = all")
    .option("--flows-dir <dir>", "folder of flow files (default fixtures/flows)")
    .option("--recordings-dir <dir>", "folder of recordings (default fixtures/recordings)")
    .addHelpText("after", "\nExamples:\n  $ portal flow coverage\n  $ portal flow coverage --json")
    .action((flows: Array<string>, options: Omit<Raw, "trace">) =>
      host.execute(() => import("./flow-coverage.command.ts"), { ...options, flows }),
    )

  flow
    .command("schema")
    .summary("print the JSON Schema of flow files")
    .description("Print the JSON Schema of flow files, generated from the Effect Schema in core/flows.")
    .option("--write", "write fixtures/flows/flow.schema.json")
    .option("--check", "fail when fixtures/flows/flow.schema.json is stale")
    .action((options: { write?: boolean; check?: boolean }) =>
      host.execute(() => import("./flow-schema.command.ts"), options),
    )
}
