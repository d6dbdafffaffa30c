import type { ActorOptions, AnyActorLogic, AnyActorRef } from "xstate"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import { decodeEventValue } from "./binary-json.ts"
import { jsonDifferences } from "./diff.ts"
import { requestLine } from "./http-record.ts"
import type { Json } from "./json-value.ts"
import type { HttpLogEntry, LogEntry, SnapshotLogEntry } from "./log.schema.ts"
import { restoreRemoved, type SessionPseudonyms } from "./redact.ts"
import type { ReplayClock } from "./replay-clock.ts"
import { ReplayMismatch, type ReplayTransport } from "./replay-http.ts"
import type { MachineSet, ReplayView } from "./replay-log.ts"
import { applyContextPatch, type SnapshotForm, snapshotText } from "./snapshot-form.ts"
import { type ReplayedSnapshot, SnapshotTracker } from "./snapshot-tracker.ts"

interface StepsDeps {
  readonly machines: MachineSet
  readonly transport: ReplayTransport
  readonly clock: ReplayClock
  readonly pseudonyms: SessionPseudonyms
  readonly trail: Array<ReplayedSnapshot>
  readonly waitMs: number
  readonly createActor: (logic: AnyActorLogic, options: ActorOptions<AnyActorLogic>) => AnyActorRef
  readonly runtime: PortalRuntime
}

const stateText = (value: Json | undefined) => (value === undefined ? "no snapshot" : JSON.stringify(value))
const LABELS = { expected: "recorded", actual: "replayed" }

/** Applies log entries one by one to fresh actors (see `replayLog`). */
export class ReplaySteps {
  events = 0
  private readonly trackers = new Map<string, SnapshotTracker>()
  private readonly running = new Map<string, SnapshotTracker>()
  private readonly expected = new Map<string, { count: number; context: Json }>()
  private readonly answered: Array<HttpLogEntry> = []
  private cause = "the start"
  private readonly deps: StepsDeps

  constructor(deps: StepsDeps) {
    this.deps = deps
  }

  async apply(entry: Exclude<LogEntry, { kind: "mark" }>): Promise<void> {
    this.deps.clock.advanceTo(entry.at)
    switch (entry.kind) {
      case "start":
        return this.start(entry.actor, entry.machine, restoreRemoved(entry.input, entry.redacted))
      case "event":
        return this.send(entry.actor, restoreRemoved(entry.event, entry.redacted))
      case "internal":
        if (entry.timer && !this.deps.clock.fireNext())
          throw new ReplayMismatch(`${entry.actor} has no pending timer for the recorded ${entry.type}`)
        if (entry.timer) this.cause = `timer ${entry.type}`
        return
      case "snapshot":
        return this.check(entry)
      case "http":
        return this.answer(entry)
      case "stop":
        return this.stop(entry.actor)
    }
  }

  private tracker(actor: string): SnapshotTracker {
    const tracker = this.trackers.get(actor)
    if (!tracker) throw new ReplayMismatch(`the log uses actor ${actor} before starting it`)
    return tracker
  }

  private start(actor: string, machine: string, input: Json) {
    const logic = this.deps.machines[machine]
    if (!logic)
      throw new ReplayMismatch(
        `the log starts machine '${machine}', which replay does not know (known: ${Object.keys(this.deps.machines).join(", ")})`,
      )
    const tracker = new SnapshotTracker(actor, machine, this.deps.pseudonyms, this.deps.trail)
    const decoded = input === null ? undefined : decodeEventValue(input)
    tracker.ref = this.deps.createActor(logic, {
      input: decoded,
      clock: this.deps.clock,
      inspect: tracker.inspect,
    })
    this.trackers.set(actor, tracker)
    this.running.set(machine, tracker)
    // A failing actor shows in its snapshots (status error); it must not crash the replay.
    tracker.ref.subscribe({ error: () => {} })
    tracker.ref.start()
  }

  private stop(actor: string) {
    const tracker = this.tracker(actor)
    tracker.ref?.stop()
    if (this.running.get(tracker.machine) === tracker) this.running.delete(tracker.machine)
  }

  private send(actor: string, event: Json) {
    const decoded = decodeEventValue(event) as { type: string }
    this.tracker(actor).ref?.send(decoded)
    this.events += 1
    this.cause = `event ${decoded.type} to ${actor}`
  }

  private async answer(entry: HttpLogEntry) {
    const line = `call ${entry.call} (${requestLine(entry.request)})`
    await this.within(
      this.deps.transport.requested(entry.call),
      () => `the machines did not send ${line}, recorded after ${this.cause}`,
    )
    this.deps.transport.release(entry.call)
    if (entry.outcome === "answered") this.answered.push(entry)
    this.cause = line
  }

  private async check(entry: SnapshotLogEntry) {
    const tracker = this.tracker(entry.actor)
    const previous = this.expected.get(entry.actor)
    const context = entry.context ?? applyContextPatch(entry.patch ?? [], previous?.context ?? null)
    const count = (previous?.count ?? 0) + 1
    this.expected.set(entry.actor, { count, context })
    const expected: SnapshotForm = {
      value: entry.value,
      context,
      ...(entry.status ? { status: entry.status } : {}),
    }
    await this.within(
      tracker.reached(count),
      () =>
        `${entry.actor} did not reach its recorded snapshot ${count} (${stateText(entry.value)}) after ${this.cause}; it is in ${stateText(tracker.latest()?.value)}`,
    )
    if (tracker.texts[count - 1] === snapshotText(expected)) return
    const actual = tracker.forms[count - 1]!
    const lines = [
      ...(JSON.stringify(expected.value) === JSON.stringify(actual.value)
        ? []
        : [`state: recorded ${stateText(expected.value)}, replayed ${stateText(actual.value)}`]),
      ...(expected.status === actual.status
        ? []
        : [`status: recorded ${expected.status ?? "active"}, replayed ${actual.status ?? "active"}`]),
      ...jsonDifferences(expected.context, actual.context, LABELS, "context"),
    ]
    throw new ReplayMismatch(
      [
        `snapshot ${count} of ${entry.actor} differs from the recording after ${this.cause}:`,
        ...lines.map((l) => `  ${l}`),
      ].join("\n"),
    )
  }

  private async within<T>(promise: Promise<T>, message: () => string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReplayMismatch(message())), this.deps.waitMs)
    })
    try {
      return await Promise.race([promise, this.deps.transport.failure, timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  /** After the last entry: no actor may go on to snapshots the recording does not have. */
  async finish(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const mismatch = this.deps.transport.mismatch()
    if (mismatch) throw mismatch
    for (const [actor, tracker] of this.trackers) {
      const recorded = this.expected.get(actor)?.count ?? 0
      if (tracker.texts.length > recorded)
        throw new ReplayMismatch(
          `${actor} went on to a snapshot the recording does not have (${stateText(tracker.forms[recorded]?.value)}) after ${this.cause}`,
        )
    }
  }

  view(): ReplayView {
    return {
      actor: (machine) => this.running.get(machine)?.ref ?? undefined,
      snapshot: (machine) => this.running.get(machine)?.latest(),
      exchanges: () => this.answered,
      runtime: this.deps.runtime,
    }
  }

  stopAll(): void {
    for (const tracker of this.trackers.values()) tracker.ref?.stop()
  }
}
