import type { ActorOptions, AnyActorLogic } from "xstate"

/** XState's clock interface (not exported by name). */
type Clock = NonNullable<ActorOptions<AnyActorLogic>["clock"]>

interface Timer {
  readonly due: number
  readonly fn: () => void
}

/**
 * The clock of a replay: time is the log's `at`, and a delayed event fires only where the log
 * recorded one (`fireNext`), so debounces and timeouts happen in the recorded order whatever the
 * machine's timing was live.
 */
export class ReplayClock implements Clock {
  private current = 0
  private lastId = 0
  private readonly timers = new Map<number, Timer>()

  now(): number {
    return this.current
  }

  setTimeout(fn: (...args: Array<unknown>) => void, timeout: number): number {
    this.lastId += 1
    this.timers.set(this.lastId, { due: this.current + timeout, fn })
    return this.lastId
  }

  clearTimeout(id: number): void {
    this.timers.delete(id)
  }

  /** Moves time forward without firing anything. */
  advanceTo(at: number): void {
    this.current = Math.max(this.current, at)
  }

  /** Fires the timer due first; false when none is pending. */
  fireNext(): boolean {
    let next: [number, Timer] | undefined
    for (const entry of this.timers) if (next === undefined || entry[1].due < next[1].due) next = entry
    if (next === undefined) return false
    this.timers.delete(next[0])
    this.current = Math.max(this.current, next[1].due)
    next[1].fn()
    return true
  }
}
