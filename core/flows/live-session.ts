import type { Layer } from "effect"
import type { HttpClient } from "effect/http"
import { type AnyActorLogic, type AnyActorRef, createActor, type SnapshotFrom, waitFor } from "xstate"
import { decodeEventValue } from "../eventlog/binary-json.ts"
import { createEventLog, type EventLog } from "../eventlog/event-log.ts"
import { recordingHttpClient } from "../eventlog/recording-http.ts"
import { SessionPseudonyms } from "../eventlog/redact.ts"
import { type SnapshotForm, snapshotForm } from "../eventlog/snapshot-form.ts"
import { withClient } from "../runtime/actor-bridge.ts"
import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { readSession } from "../runtime/session-store.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { portalMachines } from "../machines/portal-machines.ts"
import type { PublicConfig } from "../schema/config.ts"
import type { FlowVars } from "./flow-vars.ts"
import { InjectedAnswers, injectingHttpClient } from "./injected-answers.ts"

/** What a live flow run needs from its host (the CLI): where the API is and a clock. */
export interface LiveFlowHost {
  readonly baseUrl: string
  /** The real transport (fetch). */
  readonly httpClient: Layer.Layer<HttpClient.HttpClient>
  /** Milliseconds on a monotonic clock. */
  readonly now: () => number
  /** ISO time, for the recording's header. */
  readonly startedAt: string
  /** The server's GET /v1/config, when read: kept in the recording's header. */
  readonly server?: PublicConfig
}

/** GET /v1/logout with the client's session, leaving the client's machines unaware. */
export const endServerSession = (runtime: PortalRuntime): Promise<unknown> =>
  runtime.runPromise(withClient((client) => client.account.logout()))

/**
 * The machines of one live flow run: a fresh in-memory storage (no one's session file), the real
 * transport wrapped by the event log, and the same live machines the UI and CLI use. Like the UI,
 * it ends the auth session on any 401.
 */
export class LiveSession {
  readonly log: EventLog
  readonly runtime: PortalRuntime
  private readonly machines: Record<string, AnyActorLogic>
  private readonly actors = new Map<string, AnyActorRef>()
  private readonly pseudonyms = new SessionPseudonyms()
  /** Tokens the flow's mailedToken steps kept (see flow-vars.ts). */
  readonly vars: FlowVars = new Map()
  /** What the flow's inject steps hold back or fail (see injected-answers.ts). */
  readonly injected = new InjectedAnswers()

  constructor(name: string, host: LiveFlowHost) {
    const start = host.now()
    this.log = createEventLog({
      now: () => host.now() - start,
      startedAt: host.startedAt,
      source: `flow:${name}`,
      ...(host.server ? { server: host.server } : {}),
    })
    this.runtime = makePortalRuntime({
      baseUrl: host.baseUrl,
      storage: makeMemoryStorage(),
      httpClient: recordingHttpClient(this.log, injectingHttpClient(this.injected, host.httpClient)),
    })
    this.machines = portalMachines(this.runtime)
    this.runtime.onUnauthorized(() => this.actors.get("auth")?.send({ type: "auth.sessionEnded" }))
  }

  start(machine: string, input: unknown): AnyActorRef {
    this.actors.get(machine)?.stop()
    const logic = this.machines[machine]
    if (!logic) throw new Error(`unknown machine '${machine}'`)
    const given = input === undefined ? this.defaultInput(machine) : decodeEventValue(input)
    const actor = createActor(logic, { input: given, inspect: this.log.inspector(machine) })
    // An actor that fails must fail the step, not the process (XState rethrows unobserved errors).
    actor.subscribe({ error: () => {} })
    this.actors.set(machine, actor)
    actor.start()
    const snapshot = actor.getSnapshot() as { status: string; error?: unknown }
    if (snapshot.status === "error") throw new Error(`${machine} failed to start: ${String(snapshot.error)}`)
    return actor
  }

  private defaultInput(machine: string): unknown {
    return machine === "auth" ? { session: readSession(this.runtime.storage) } : {}
  }

  actor(machine: string): AnyActorRef {
    const actor = this.find(machine)
    if (!actor) throw new Error(`${machine} is not started (add a 'start' step)`)
    return actor
  }

  /** The running actor of a machine, or of a page machine's child (`ticketPage/detail`). */
  private find(path: string): AnyActorRef | undefined {
    const [root = "", ...ids] = path.split("/")
    let actor = this.actors.get(root)
    for (const id of ids)
      actor = (actor?.getSnapshot() as { children?: Record<string, AnyActorRef> } | undefined)?.children?.[id]
    return actor
  }

  running(machine: string): AnyActorRef | undefined {
    return this.actors.get(machine)
  }

  stop(machine: string): void {
    this.actor(machine).stop()
    this.actors.delete(machine)
  }

  form(machine: string): SnapshotForm | undefined {
    const actor = this.find(machine)
    return actor && snapshotForm(actor.getSnapshot(), this.pseudonyms)
  }

  /** Waits until `predicate` holds; the error names where the machine is instead. */
  async until(
    machine: string,
    predicate: (snapshot: SnapshotFrom<AnyActorLogic>) => boolean,
    timeout: number,
    what: string,
  ): Promise<void> {
    const actor = this.actor(machine)
    try {
      await waitFor(actor, predicate, { timeout })
    } catch {
      throw new Error(
        `${machine} did not ${what} within ${timeout} ms; it is in ${JSON.stringify(this.form(machine)?.value)}`,
      )
    }
  }

  endServerSession(): Promise<unknown> {
    return endServerSession(this.runtime)
  }

  async close(): Promise<void> {
    for (const actor of this.actors.values()) actor.stop()
    this.actors.clear()
    await this.runtime.dispose()
  }
}
