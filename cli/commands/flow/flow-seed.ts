import { withClient } from "../../../core/runtime/actor-bridge.ts"
import type { PublicConfig, SeedScale } from "../../../core/schema/config.ts"
import { flowSeed } from "../../../core/flows/flow.schema.ts"
import { CliError, EXIT } from "../../runtime/cli-errors.ts"
import type { CliDeps } from "../command.types.ts"
import type { LoadedFlow } from "./flow-files.ts"

/** What a live run knows of the server's seed before its first step. */
export interface SeedCheck {
  /** GET /v1/config, when it answered (kept in recordings). */
  readonly server: PublicConfig | undefined
  /** Said before the first step: a seed the server does not report, or a mismatch run with --force. */
  readonly warnings: ReadonlyArray<string>
}

const reasonOf = (error: unknown, deps: CliDeps): string =>
  deps.transport.lastFailure() ?? (error instanceof Error ? error.message : String(error))

/** `new-ticket and ticket-export assume 'tiny'`, grouped by seed. */
const assumptions = (flows: ReadonlyArray<LoadedFlow>): string => {
  const bySeed = new Map<SeedScale, Array<string>>()
  for (const { name, flow } of flows)
    bySeed.set(flowSeed(flow), [...(bySeed.get(flowSeed(flow)) ?? []), name])
  return [...bySeed]
    .map(([seed, names]) => `${names.join(", ")} ${names.length === 1 ? "assumes" : "assume"} '${seed}'`)
    .join("; ")
}

/**
 * Compares the server's seed scale (GET /v1/config) with the one each flow assumes (its `seed`,
 * default tiny), before anything runs: a flow's expectations hold only on the data it was written
 * for. A mismatch fails in one line (exit 1, tag SeedMismatch) unless `force`, when it becomes a
 * warning; a server that does not say which seed it has gets a warning.
 */
export const checkSeed = async (
  flows: ReadonlyArray<LoadedFlow>,
  deps: CliDeps,
  force: boolean,
): Promise<SeedCheck> => {
  let server: PublicConfig
  try {
    server = await deps.runtime.runPromise(withClient((client) => client.config.config()))
  } catch (error) {
    const warning = `could not read the seed of ${deps.api} (GET /v1/config: ${reasonOf(error, deps)}); ${assumptions(flows)}`
    return { server: undefined, warnings: [warning] }
  }
  const scale = server.seedScale
  if (scale === null)
    return {
      server,
      warnings: [`the server at ${deps.api} does not say which seed it has; ${assumptions(flows)}`],
    }
  const mismatched = flows.filter(({ flow }) => flowSeed(flow) !== scale)
  if (mismatched.length === 0) return { server, warnings: [] }
  const line = `the server at ${deps.api} has the '${scale}' seed, but ${assumptions(mismatched)}`
  if (force) return { server, warnings: [`${line}: running anyway (--force)`] }
  throw new CliError(
    `${line}: run against a server seeded at that scale (PORTAL_SEED_SCALE on a fresh database), or pass --force to run anyway`,
    EXIT.failed,
    "SeedMismatch",
  )
}
