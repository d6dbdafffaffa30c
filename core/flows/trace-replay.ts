import type { EventLogDocument } from "../eventlog/log.schema.ts"
import { replayLog } from "../eventlog/replay-log.ts"
import type { FlowResult, StepResult } from "./flow-steps.ts"
import { portalMachines } from "../machines/portal-machines.ts"
import type { ReplayHost } from "./flow-replay.ts"

interface OpenStep {
  readonly label: string
  readonly started: number
}

/**
 * Replays a session trace downloaded from the browser (or any event log). Each external event is a
 * step: it passes when the replay reaches the next event with every recorded call and snapshot
 * matched on the way.
 */
export const replayTrace = async (
  name: string,
  log: EventLogDocument,
  host: ReplayHost = {},
): Promise<FlowResult> => {
  const now = host.now ?? (() => 0)
  const started = now()
  const steps: Array<StepResult> = []
  let open: OpenStep = { label: "start of the session", started }
  const close = (status: StepResult["status"], message?: string) =>
    steps.push({
      step: steps.length + 1,
      label: open.label,
      status,
      ms: now() - open.started,
      ...(message === undefined ? {} : { message }),
    })
  const result = await replayLog(log, {
    machines: portalMachines,
    onEntry: (entry) => {
      if (entry.kind !== "event") return
      close("passed")
      open = {
        label: `send ${entry.actor} ${(entry.event as { type?: string }).type ?? "?"}`,
        started: now(),
      }
    },
  })
  if (result.failure === null) close("passed")
  else close("failed", result.failure.message)
  return {
    name,
    mode: "replay",
    ok: result.failure === null,
    steps,
    ms: now() - started,
    calls: result.calls,
  }
}
