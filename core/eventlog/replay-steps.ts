import type { ActorOptions, AnyActorLogic, AnyActorRef } from "xstate"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import type { OriginPointer } from "./call-origin.ts"
import { decodeEventValue } from "./binary-json.ts"
import { AnswerGate } from "./answer-gate.ts"
import { requestLine } from "./http-record.ts"
import type { Json } from "./json-value.ts"
import type { HttpLogEntry, LogEntry, SnapshotLogEntry } from "./log.schema.ts"
import { restoreRemoved, type SessionPseudonyms } from "./redact.ts"
import type { ReplayClock } from "./replay-clock.ts"
import { ReplayMismatch, type ReplayTransport, within } from "./replay-http.ts"
import type { MachineSet, ReplayView } from "./replay.types.ts"
import { assertSameSnapshot, RecordedSnapshots, stateText } from "./snapshot-check.ts"
import type { ReplayedSnapshot, SnapshotTracker } from "./snapshot-tracker.ts"
import { TrackerSet } from "./tracker-set.ts"

interface StepsDeps {
  readonly machines: MachineSet
  readonly transport: ReplayTransport
  readonly clock: ReplayClock
  readonly pseudonyms: SessionPseudonyms
  readonly trail: Array<ReplayedSnapshot>
  readonly waitMs: number
  readonly createActor: (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => AnyActorRef
  readonly runtime: PortalRuntime
  readonly pointer: OriginPointer
}

/** Applies log entries one by one to fresh actors (see `replayLog`). */
export class ReplaySteps {
  events = 0
  private readonly trackers: TrackerSet
  private readonly recorded = new RecordedSnapshots()
  private readonly answers: AnswerGate
  private cause = "the start"
  private readonly deps: StepsDeps

  constructor(deps: StepsDeps) {
    this.deps = deps
    this.answers = new AnswerGate(deps.transport)
    this.trackers = new TrackerSet(deps)
  }

  /**
   * Applies one entry. Synchronous whenever what the entry needs has already happened: the replay
   * yields to the machines only where the log says they must have done something, so an answer
   * released here is not consumed before the events the log has next (as it was live).
   */
  apply(entry: Exclude<LogEntry, { kind: "mark" }>): Promise<void> | undefined {
    this.deps.clock.advanceTo(entry.at)
    switch (entry.kind) {
      case "start":
        this.start(entry.actor, entry.machine, restoreRemoved(entry.input, entry.redacted))
        return undefined
      case "event":
        this.send(entry.actor, restoreRemoved(entry.event, entry.redacted))
        return undefined
      case "internal":
        this.answers.internal(entry.actor, entry.type)
        if (entry.timer && !this.deps.clock.fireNext())
          throw new ReplayMismatch(`${entry.actor} has no pending timer for the recorded ${entry.type}`)
        if (entry.timer) this.cause = `timer ${entry.type}`
        return undefined
      case "snapshot":
        return this.check(entry)
      case "http":
        return this.answer(entry)
      case "streamed":
        this.deps.transport.streamed(entry.call, entry.text, entry.ended === true)
        return undefined
      case "stop":
        this.stop(entry.actor)
        return undefined
    }
  }

  private tracker(actor: string): SnapshotTracker {
    return this.trackers.get(actor)
  }

  private start(actor: string, machine: string, input: Json) {
    const logic = this.deps.machines[machine]
    if (!logic)
      throw new ReplayMismatch(
        `the log starts machine '${machine}', which replay does not know (known: ${Object.keys(this.deps.machines).join(", ")})`,
      )
    const tracker = this.trackers.root(actor, machine)
    const decoded = input === null ? undefined : decodeEventValue(input)
    tracker.ref = this.deps.createActor(logic, {
      input: decoded,
      clock: this.deps.clock,
      inspect: tracker.inspect,
    })
    // A failing actor shows in its snapshots (status error); it must not crash the replay.
    tracker.ref.subscribe({ error: () => {} })
    tracker.ref.start()
  }

  private stop(actor: string) {
    const tracker = this.tracker(actor)
    tracker.ref?.stop()
    this.trackers.stopped(tracker)
  }

  private send(actor: string, event: Json) {
    const decoded = decodeEventValue(event) as { type: string }
    this.tracker(actor).ref?.send(decoded)
    this.events += 1
    this.cause = `event ${decoded.type} to ${actor}`
  }

  private answer(entry: HttpLogEntry): Promise<void> | undefined {
    const line = `call ${entry.call} (${requestLine(entry.request)})`
    const arrived = (): undefined => {
      this.answers.arrived(entry)
      this.cause = line
      return undefined
    }
    if (this.deps.transport.hasArrived(entry.call)) return arrived()
    this.answers.arrivedBefore(entry.sentAt)
    return this.within(
      this.deps.transport.requested(entry.call),
      () => `the machines did not send ${line}, recorded after ${this.cause}`,
    ).then(arrived)
  }

  private check(entry: SnapshotLogEntry): Promise<void> | undefined {
    const tracker = this.tracker(entry.actor)
    const { count, form } = this.recorded.next(entry)
    const compare = (): undefined => {
      const where = `snapshot ${count} of ${entry.actor} differs from the recording after ${this.cause}`
      assertSameSnapshot(where, form, tracker.forms[count - 1]!, tracker.texts[count - 1]!)
      return undefined
    }
    if (tracker.texts.length >= count) return compare()
    return this.within(
      tracker.reached(count),
      () =>
        `${entry.actor} did not reach its recorded snapshot ${count} (${stateText(entry.value)}) after ${this.cause}; it is in ${stateText(tracker.latest()?.value)}`,
    ).then(compare)
  }

  private within<T>(promise: Promise<T>, message: () => string): Promise<T> {
    return within(promise, this.deps.transport.failure, this.deps.waitMs, message)
  }

  /** After the last entry: no actor may go on to snapshots the recording does not have. */
  async finish(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const mismatch = this.deps.transport.mismatch()
    if (mismatch) throw mismatch
    for (const [actor, tracker] of this.trackers.all) {
      const recorded = this.recorded.count(actor)
      if (tracker.texts.length > recorded)
        throw new ReplayMismatch(
          `${actor} went on to a snapshot the recording does not have (${stateText(tracker.forms[recorded]?.value)}) after ${this.cause}`,
        )
    }
  }

  view(): ReplayView {
    return {
      actor: (machine) => this.trackers.runningOf(machine)?.ref ?? undefined,
      snapshot: (machine) => this.trackers.runningOf(machine)?.latest(),
      exchanges: () => this.answers.answered,
      runtime: this.deps.runtime,
    }
  }

  stopAll(): void {
    for (const tracker of this.trackers.roots()) tracker.ref?.stop()
  }
}
