import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ActorOptions,
  createActor,
  type SnapshotFrom,
  waitFor,
} from "xstate"
import { expect } from "vitest"

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>
type EventOf<M extends AnyStateMachine> = Parameters<ReturnType<typeof createActor<M>>["send"]>[0]

/**
 * A chainable script of user intent over one machine (tldraw style): send events, then check
 * both the state path and the data. Async steps (`settle`, `until`) return the driver.
 */
export class MachineDriver<M extends AnyStateMachine> {
  readonly actor: AnyActorRef
  readonly sent: Array<EventOf<M>> = []

  constructor(machine: M, options?: ActorOptions<M>) {
    this.actor = createActor(machine, options).start()
  }

  get snapshot(): Snapshot<M> {
    return this.actor.getSnapshot() as Snapshot<M>
  }

  send(event: EventOf<M>): this {
    this.sent.push(event)
    this.actor.send(event)
    return this
  }

  private get machineSnapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot
  }

  expectState(value: unknown): this {
    expect(this.machineSnapshot.value).toEqual(value)
    return this
  }

  expectMatches(path: string): this {
    expect(this.machineSnapshot.matches(path as never)).toBe(true)
    return this
  }

  expectContext(partial: Record<string, unknown>): this {
    expect(this.machineSnapshot.context).toMatchObject(partial)
    return this
  }

  /** Waits until the predicate holds (promise actors settle on microtasks). */
  async until(predicate: (snapshot: Snapshot<M>) => boolean, timeout = 1000): Promise<this> {
    await waitFor(this.actor, (s) => predicate(s as Snapshot<M>), { timeout })
    return this
  }

  /** Waits until the machine reaches a state path. */
  async settle(path: string, timeout = 1000): Promise<this> {
    return this.until((s) => (s as AnyMachineSnapshot).matches(path as never), timeout)
  }

  stop(): void {
    this.actor.stop()
  }
}

/** Starts a driver: `await drive(machine, { input }).send({ type: "auth.submit", ... }).settle("success")`. */
export const drive = <M extends AnyStateMachine>(machine: M, options?: ActorOptions<M>) =>
  new MachineDriver(machine, options)
