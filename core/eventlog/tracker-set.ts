import type { OriginPointer } from "./call-origin.ts"
import type { SessionPseudonyms } from "./redact.ts"
import { ReplayMismatch } from "./replay-mismatch.ts"
import { type ReplayedSnapshot, SnapshotTracker } from "./snapshot-tracker.ts"

interface TrackerDeps {
  readonly pseudonyms: SessionPseudonyms
  readonly trail: Array<ReplayedSnapshot>
  readonly pointer: OriginPointer
}

/**
 * The snapshot trackers of a replay, by log name (`ticketList#1`, `ticketPage#1/detail`), and the
 * running one of each machine by flow path (`ticketList`, `ticketPage/detail`). A root's tracker is
 * made when the log starts it; a child's when the log or the replayed root first names it.
 */
export class TrackerSet {
  readonly all = new Map<string, SnapshotTracker>()
  private readonly running = new Map<string, SnapshotTracker>()
  private readonly deps: TrackerDeps

  constructor(deps: TrackerDeps) {
    this.deps = deps
  }

  /** A new root tracker (the log started `machine` as `actor`). */
  root(actor: string, machine: string): SnapshotTracker {
    const d = this.deps
    const tracker = new SnapshotTracker(actor, machine, d.pseudonyms, d.trail, d.pointer, this.child)
    this.all.set(actor, tracker)
    this.running.set(machine, tracker)
    return tracker
  }

  private readonly child = (actor: string, machine: string): SnapshotTracker => {
    let tracker = this.all.get(actor)
    if (!tracker) {
      const d = this.deps
      tracker = new SnapshotTracker(actor, machine, d.pseudonyms, d.trail, d.pointer)
      this.all.set(actor, tracker)
    }
    this.running.set(machine, tracker)
    return tracker
  }

  /** The tracker the log names; a child of a started root is made on demand. */
  get(actor: string): SnapshotTracker {
    const tracker = this.all.get(actor)
    if (tracker) return tracker
    const slash = actor.indexOf("/")
    const root = slash === -1 ? undefined : this.all.get(actor.slice(0, slash))
    if (!root) throw new ReplayMismatch(`the log uses actor ${actor} before starting it`)
    return this.child(actor, `${root.machine}/${actor.slice(slash + 1)}`)
  }

  /** The running tracker of a machine path, if any. */
  runningOf(machine: string): SnapshotTracker | undefined {
    return this.running.get(machine)
  }

  /** A root stopped: it and its children no longer run. */
  stopped(root: SnapshotTracker): void {
    for (const [machine, tracker] of this.running)
      if (tracker === root || tracker.actor.startsWith(`${root.actor}/`)) this.running.delete(machine)
  }

  /** Root trackers (children stop with their root). */
  roots(): ReadonlyArray<SnapshotTracker> {
    return [...this.all.values()].filter((tracker) => !tracker.actor.includes("/"))
  }
}
