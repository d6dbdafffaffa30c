import type { AnyActorRef, InspectionEvent } from "xstate"
import { childActorName, childPath, isMachineSnapshot } from "./actor-path.ts"
import type { RawEntry } from "./log-entries.ts"
import { type SessionPseudonyms, sanitize } from "./redact.ts"

/** What the log reads from an actor beyond `AnyActorRef`: its logic's id and its input. */
type ActorInternals = AnyActorRef & {
  readonly logic?: { readonly id?: unknown }
  readonly options?: { readonly input?: unknown }
}

const isExternal = (event: { type: string }, sourceRef: unknown) =>
  sourceRef === undefined && !event.type.startsWith("xstate.")

/**
 * Turns XState inspection events of root actors into log entries: start (machine and input),
 * external events (passwords removed), internal events (type only; `timer` when the actor sent it
 * to itself after a delay), snapshots and stop. Machine children a root invokes or spawns (a page's
 * detail, comment, ...) are logged as actors of their own, `<root>/<path>`: their events and
 * snapshots, so replay checks them too; they start and stop with their root. Returns
 * `inspector(name)` for `createActor`.
 */
export const makeActorCapture = (
  push: (entry: RawEntry) => void,
  now: () => number,
  pseudonyms: SessionPseudonyms,
) => {
  const actorIds = new Map<string, string>()
  const perMachine = new Map<string, number>()
  // An actor is logged from its start (xstate.init), not its creation: React may create actors
  // it never starts, and replay must not start them either.
  const created = new Map<string, string | undefined>()
  // Events sent to an actor created but not started wait in its mailbox and run right after its
  // start (React starts actors in an effect, after a screen's layout effect may have sent to the
  // shell): they are logged just after its start entry, where replay sends them.
  const early = new Map<string, Array<InspectionEvent>>()

  const register = (ref: ActorInternals) => {
    const name = created.get(ref.sessionId)
    created.delete(ref.sessionId)
    const logicId = ref.logic?.id
    const machine = typeof logicId === "string" ? logicId : (name ?? "actor")
    const n = (perMachine.get(machine) ?? 0) + 1
    perMachine.set(machine, n)
    const actor = `${machine}#${n}`
    actorIds.set(ref.sessionId, actor)
    push({
      kind: "start",
      at: now(),
      actor,
      machine,
      input: sanitize(ref.options?.input ?? null, pseudonyms),
    })
  }

  const capture = (e: InspectionEvent, ref: ActorInternals, actor: string) => {
    if (e.type === "@xstate.event") {
      if (isExternal(e.event, e.sourceRef))
        push({ kind: "event", at: now(), actor, event: sanitize(e.event, pseudonyms) })
      else if (e.event.type !== "xstate.init")
        push({
          kind: "internal",
          at: now(),
          actor,
          type: e.event.type,
          ...(e.sourceRef === ref ? { timer: true } : {}),
        })
    } else if (e.type === "@xstate.snapshot") {
      if ((e.snapshot as { status?: string }).status === "stopped") {
        if (actor.includes("/")) return
        push({ kind: "stop", at: now(), actor })
        actorIds.delete(ref.sessionId)
      } else push({ kind: "snapshot", at: now(), actor, snapshot: e.snapshot })
    }
  }

  /** The log name of a machine child of a logged root, or undefined (not logged, not a machine). */
  const childActor = (e: InspectionEvent, ref: ActorInternals): string | undefined => {
    const root = actorIds.get(e.rootId)
    const path = childPath(ref, e.rootId)
    if (root === undefined || path === null || !isMachineSnapshot(ref.getSnapshot())) return undefined
    return childActorName(root, path)
  }

  return (name?: string) => (e: InspectionEvent) => {
    const ref = e.actorRef as ActorInternals
    if (ref.sessionId !== e.rootId) {
      const child = e.type === "@xstate.actor" ? undefined : childActor(e, ref)
      if (child !== undefined) capture(e, ref, child)
      return
    }
    if (e.type === "@xstate.actor") {
      created.set(ref.sessionId, name)
      return
    }
    if (e.type === "@xstate.event" && e.event.type === "xstate.init" && created.has(ref.sessionId)) {
      register(ref)
      for (const held of early.get(ref.sessionId) ?? []) capture(held, ref, actorIds.get(ref.sessionId)!)
      early.delete(ref.sessionId)
    }
    const actor = actorIds.get(ref.sessionId)
    if (actor !== undefined) capture(e, ref, actor)
    else if (e.type === "@xstate.event" && created.has(ref.sessionId))
      early.set(ref.sessionId, [...(early.get(ref.sessionId) ?? []), e])
  }
}
