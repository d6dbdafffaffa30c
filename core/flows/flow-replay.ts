import type { InspectionEvent } from "xstate"
import type { EventLogDocument } from "../eventlog/log.schema.ts"
import { type ReplayResult, replayLog } from "../eventlog/replay-log.ts"
import type { ReplayView } from "../eventlog/replay.types.ts"
import { callProblem, expectProblems, stateProblem } from "./flow-checks.ts"
import { type FlowFile, type FlowStep, flowSeed } from "./flow.schema.ts"
import { type FlowResult, markLabel, type StepResult, stepLabel } from "./flow-steps.ts"
import { readOutbox } from "./flow-vars.ts"
import { endServerSession } from "./live-session.ts"
import { portalMachines } from "../machines/portal-machines.ts"

export interface ReplayHost {
  /** Milliseconds on a monotonic clock, for step timings only. */
  readonly now?: () => number
  /** Sees every inspection event of the replayed actors (see `flowCoverage`). */
  readonly inspect?: (event: InspectionEvent) => void
}

const problemsAt = (step: FlowStep, view: ReplayView): ReadonlyArray<string> => {
  switch (step.step) {
    case "waitFor": {
      const problem = stateProblem(step.machine, view.snapshot(step.machine), step.state)
      const context =
        step.context === undefined
          ? []
          : expectProblems({ ...step, step: "expect" }, view.snapshot(step.machine))
      return [...(problem === null ? [] : [problem]), ...context.filter((c) => c !== problem)]
    }
    case "expect":
      return expectProblems(step, view.snapshot(step.machine))
    case "expectCall": {
      const problem = callProblem(step, view.exchanges())
      return problem === null ? [] : [problem]
    }
    default:
      return []
  }
}

/** Why a recording no longer fits its flow file (steps added, removed or changed); null when it fits. */
export const staleness = (flow: FlowFile, recording: EventLogDocument): string | null => {
  const recordedSeed = recording.server?.seedScale
  if (recordedSeed && recordedSeed !== flowSeed(flow))
    return `the recording was made on a '${recordedSeed}' seed and the flow assumes '${flowSeed(flow)}': record it again on a server with that seed`
  const recorded = recording.entries.flatMap((e) => (e.kind === "mark" ? [e.label] : []))
  const wanted = flow.steps.map((step, i) => markLabel(i, step))
  const at = wanted.findIndex((label, i) => recorded[i] !== label)
  if (at === -1 && recorded.length === wanted.length) return null
  const index = at === -1 ? wanted.length : at
  return `the recording is stale at step ${index + 1}: it has '${recorded[index] ?? "nothing"}', the flow has '${wanted[index] ?? "nothing"}'; record it again with 'portal flow record'`
}

/**
 * Replays a flow offline from its recording: the recorded events through fresh machines, the
 * recorded answers as the transport, and the flow's checks again at each step's mark.
 */
export const replayFlow = async (
  name: string,
  flow: FlowFile,
  recording: EventLogDocument,
  host: ReplayHost = {},
): Promise<FlowResult> => (await replayFlowDetailed(name, flow, recording, host)).result

/** `replayFlow` with the underlying log replay (its snapshots), null when the recording is stale. */
export const replayFlowDetailed = async (
  name: string,
  flow: FlowFile,
  recording: EventLogDocument,
  host: ReplayHost = {},
): Promise<{ readonly result: FlowResult; readonly replay: ReplayResult | null }> => {
  const now = host.now ?? (() => 0)
  const started = now()
  const stale = staleness(flow, recording)
  const skipped = (from: number) =>
    flow.steps
      .slice(from)
      .map(
        (step, i): StepResult => ({ step: from + i + 1, label: stepLabel(step), status: "skipped", ms: 0 }),
      )
  if (stale !== null)
    return {
      result: {
        name,
        mode: "replay",
        ok: false,
        steps: skipped(0),
        ms: now() - started,
        calls: 0,
        error: stale,
      },
      replay: null,
    }
  const steps: Array<StepResult> = []
  let last = started
  const result = await replayLog(recording, {
    machines: portalMachines,
    ...(host.inspect ? { inspect: host.inspect } : {}),
    onMark: (label, view) => {
      const index = Number(/^step (\d+):/.exec(label)?.[1] ?? "0") - 1
      const step = flow.steps[index]
      if (step === undefined || index !== steps.length) throw new Error(`unexpected mark '${label}'`)
      // The flow's direct call, made again; its recorded answer is released where the log has it.
      if (step.step === "endServerSession") endServerSession(view.runtime).catch(() => undefined)
      // The outbox read of a mailedToken step: the token itself is in the recorded inputs and events.
      if (step.step === "mailedToken") readOutbox(view.runtime).catch(() => undefined)
      const problems = problemsAt(step, view)
      if (problems.length > 0) throw new Error(problems.join("; "))
      steps.push({ step: index + 1, label: stepLabel(step), status: "passed", ms: now() - last })
      last = now()
    },
  })
  const failedAt = steps.length
  if (result.failure !== null && failedAt < flow.steps.length) {
    const step = flow.steps[failedAt]!
    steps.push({
      step: failedAt + 1,
      label: stepLabel(step),
      status: "failed",
      message: result.failure.message,
      ms: now() - last,
    })
  }
  const error = result.failure !== null && failedAt >= flow.steps.length ? result.failure.message : undefined
  return {
    result: {
      name,
      mode: "replay",
      ok: result.failure === null,
      steps: [...steps, ...skipped(steps.length)],
      ms: now() - started,
      calls: result.calls,
      ...(error === undefined ? {} : { error }),
    },
    replay: result,
  }
}
