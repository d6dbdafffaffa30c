import { type ActorOptions, type AnyActorLogic, createActor, type InspectionEvent } from "xstate"
import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { OriginPointer, withCallOrigins } from "./call-origin.ts"
import { REPLAY_ORIGIN } from "./http-record.ts"
import type { EventLogDocument, HttpLogEntry, LogEntry } from "./log.schema.ts"
import { SessionPseudonyms } from "./redact.ts"
import { ReplayClock } from "./replay-clock.ts"
import { makeReplayTransport } from "./replay-http.ts"
import { ReplayMismatch } from "./replay-mismatch.ts"
import { ReplaySteps } from "./replay-steps.ts"
import type { MachineSet, ReplayView } from "./replay.types.ts"
import type { ReplayedSnapshot } from "./snapshot-tracker.ts"

export interface ReplayOptions {
  readonly machines: (runtime: PortalRuntime) => MachineSet
  /** Called at each mark entry; a thrown error fails the replay with its message. */
  readonly onMark?: (label: string, view: ReplayView) => void | Promise<void>
  /** Called after each entry was replayed (progress, per-event reports). */
  readonly onEntry?: (entry: LogEntry) => void
  /** Sees every inspection event of every replayed actor, children included (coverage). */
  readonly inspect?: (event: InspectionEvent) => void
  /** Real time a machine gets to react before the replay gives up; default 1500 ms. */
  readonly waitMs?: number
}

export interface ReplayFailure {
  /** The log entry being replayed when it failed. */
  readonly seq: number
  readonly message: string
}

export interface ReplayResult {
  readonly failure: ReplayFailure | null
  /** Every distinct snapshot the replayed actors produced, in order. */
  readonly snapshots: ReadonlyArray<ReplayedSnapshot>
  readonly events: number
  readonly calls: number
}

/**
 * Replays a log: starts fresh machines with the recorded inputs, sends them the recorded external
 * events, answers their requests from the recorded exchanges (in order, each at its recorded
 * point), fires timers where the log did, and checks each recorded snapshot. Stops at the first
 * difference with a readable message. Never touches the network or the real clock.
 */
export const replayLog = async (log: EventLogDocument, options: ReplayOptions): Promise<ReplayResult> => {
  const exchanges = log.entries.filter((e): e is HttpLogEntry => e.kind === "http")
  const transport = makeReplayTransport(exchanges, { truncated: log.truncated === true })
  const pointer = new OriginPointer()
  const runtime = withCallOrigins(
    makePortalRuntime({
      baseUrl: REPLAY_ORIGIN,
      storage: makeMemoryStorage(log.storage),
      httpClient: transport.layer,
    }),
    pointer,
  )
  const trail: Array<ReplayedSnapshot> = []
  const steps = new ReplaySteps({
    machines: options.machines(runtime),
    transport,
    clock: new ReplayClock(),
    pseudonyms: new SessionPseudonyms(),
    trail,
    waitMs: options.waitMs ?? 1500,
    createActor: (logic, actorOptions) => createActor(logic, alsoInspect(actorOptions, options.inspect)),
    runtime,
    pointer,
  })
  let failure: ReplayFailure | null = null
  let current: LogEntry | undefined
  try {
    for (current of log.entries) {
      const mismatch = transport.mismatch()
      if (mismatch) throw mismatch
      const pending =
        current.kind === "mark" ? options.onMark?.(current.label, steps.view()) : steps.apply(current)
      if (pending) await pending
      options.onEntry?.(current)
    }
    await steps.finish()
  } catch (error) {
    failure = { seq: current?.seq ?? -1, message: messageOf(error) }
  } finally {
    steps.stopAll()
    await runtime.dispose()
  }
  return { failure, snapshots: trail, events: steps.events, calls: transport.sent() }
}

/** The replay's own inspector, then the caller's. */
const alsoInspect = (
  actorOptions: ActorOptions<AnyActorLogic>,
  extra: ReplayOptions["inspect"],
): ActorOptions<AnyActorLogic> => {
  const own = actorOptions.inspect
  if (extra === undefined || typeof own !== "function") return actorOptions
  return {
    ...actorOptions,
    inspect: (event) => {
      own(event)
      extra(event)
    },
  }
}

const messageOf = (error: unknown): string =>
  error instanceof ReplayMismatch || error instanceof Error ? error.message : String(error)

/** The replayed snapshots as text, one line per snapshot: equal runs give equal bytes. */
export const snapshotTrail = (result: Pick<ReplayResult, "snapshots">): string =>
  result.snapshots.map((s) => `${s.actor} ${JSON.stringify(s.form)}`).join("\n")
