import type { AnyActorRef, InspectionEvent } from "xstate"
import { childActorName, childPath, isMachineSnapshot } from "./actor-path.ts"
import type { OriginPointer } from "./call-origin.ts"
import type { SessionPseudonyms } from "./redact.ts"
import { type SnapshotForm, snapshotForm, snapshotText } from "./snapshot-form.ts"

/** A replayed snapshot, in the order actors produced them. */
export interface ReplayedSnapshot {
  readonly actor: string
  readonly form: SnapshotForm
}

interface Waiter {
  readonly count: number
  readonly resolve: () => void
}

/** Finds or makes the tracker of a root's machine child: its log name and its flow path. */
export type ChildTrackers = (actor: string, machine: string) => SnapshotTracker

/**
 * Collects the distinct snapshots of one replayed actor (consecutive equal ones collapse, as in
 * the recorder) and lets the replay wait for the n-th. A root's tracker hands its machine
 * children's snapshots to their own trackers (`children`), as the log names them.
 */
export class SnapshotTracker {
  readonly texts: Array<string> = []
  readonly forms: Array<SnapshotForm> = []
  private waiters: Array<Waiter> = []
  ref: AnyActorRef | null = null
  readonly actor: string
  readonly machine: string
  private readonly pseudonyms: SessionPseudonyms
  private readonly trail: Array<ReplayedSnapshot>
  private readonly pointer: OriginPointer
  private readonly children: ChildTrackers | undefined

  constructor(
    actor: string,
    machine: string,
    pseudonyms: SessionPseudonyms,
    trail: Array<ReplayedSnapshot>,
    pointer: OriginPointer,
    children?: ChildTrackers,
  ) {
    this.actor = actor
    this.machine = machine
    this.pseudonyms = pseudonyms
    this.trail = trail
    this.pointer = pointer
    this.children = children
  }

  readonly inspect = (e: InspectionEvent): void => {
    const ref = e.actorRef as AnyActorRef
    if (ref.sessionId !== e.rootId) {
      this.trackInvocation(e, ref)
      this.inspectChild(e, ref)
      return
    }
    if (e.type === "@xstate.snapshot") this.record(e.snapshot)
  }

  private inspectChild(e: InspectionEvent, ref: AnyActorRef): void {
    if (e.type !== "@xstate.snapshot" || !isMachineSnapshot(e.snapshot) || !this.children) return
    const path = childPath(ref, e.rootId)
    if (path === null) return
    const child = this.children(childActorName(this.actor, path), `${this.machine}/${path}`)
    child.ref = ref
    child.record(e.snapshot)
  }

  /** Takes a snapshot of this actor (a stopped one is not a snapshot the log has). */
  record(snapshot: unknown): void {
    if ((snapshot as { status?: string }).status === "stopped") return
    const form = snapshotForm(snapshot, this.pseudonyms)
    const text = snapshotText(form)
    if (this.texts.at(-1) === text) return
    this.texts.push(text)
    this.forms.push(form)
    this.trail.push({ actor: this.actor, form })
    const ready = this.waiters.filter((w) => this.texts.length >= w.count)
    this.waiters = this.waiters.filter((w) => this.texts.length < w.count)
    for (const waiter of ready) waiter.resolve()
  }

  /**
   * While an invoked actor starts (its promise creator runs), calls it makes are its own: the origin
   * names the actor that invoked it (this root or one of its machine children) and its id.
   */
  private trackInvocation(e: InspectionEvent, invoked: AnyActorRef): void {
    if (e.type === "@xstate.event" && e.event.type === "xstate.init") {
      const parent = invoked._parent
      const path = parent === undefined ? null : childPath(parent, e.rootId)
      const invoker = path === null ? this.actor : childActorName(this.actor, path)
      this.pointer.current = `${invoker}|${invoked.id}`
    } else if (e.type === "@xstate.snapshot" && e.event.type === "xstate.init") this.pointer.current = null
  }

  /** Resolves once the actor has produced `count` distinct snapshots. */
  reached(count: number): Promise<void> {
    if (this.texts.length >= count) return Promise.resolve()
    return new Promise((resolve) => this.waiters.push({ count, resolve }))
  }

  /** The latest snapshot form, if any. */
  latest(): SnapshotForm | undefined {
    return this.forms.at(-1)
  }
}
