import type { AnyActorRef, InspectionEvent } from "xstate"
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

/**
 * Collects the distinct snapshots of one replayed actor (consecutive equal ones collapse, as in
 * the recorder) and lets the replay wait for the n-th.
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

  constructor(
    actor: string,
    machine: string,
    pseudonyms: SessionPseudonyms,
    trail: Array<ReplayedSnapshot>,
    pointer: OriginPointer,
  ) {
    this.actor = actor
    this.machine = machine
    this.pseudonyms = pseudonyms
    this.trail = trail
    this.pointer = pointer
  }

  readonly inspect = (e: InspectionEvent): void => {
    const ref = e.actorRef as AnyActorRef
    if (ref.sessionId !== e.rootId) {
      this.trackInvocation(e, ref)
      return
    }
    if (e.type !== "@xstate.snapshot") return
    if ((e.snapshot as { status?: string }).status === "stopped") return
    const form = snapshotForm(e.snapshot, this.pseudonyms)
    const text = snapshotText(form)
    if (this.texts.at(-1) === text) return
    this.texts.push(text)
    this.forms.push(form)
    this.trail.push({ actor: this.actor, form })
    const ready = this.waiters.filter((w) => this.texts.length >= w.count)
    this.waiters = this.waiters.filter((w) => this.texts.length < w.count)
    for (const waiter of ready) waiter.resolve()
  }

  /** While an invoked actor starts (its promise creator runs), calls it makes are its own. */
  private trackInvocation(e: InspectionEvent, child: AnyActorRef): void {
    if (e.type === "@xstate.event" && e.event.type === "xstate.init")
      this.pointer.current = `${this.actor}|${child.id}`
    else if (e.type === "@xstate.snapshot" && e.event.type === "xstate.init") this.pointer.current = null
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
