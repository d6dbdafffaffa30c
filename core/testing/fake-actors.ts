import { fromPromise, type PromiseActorLogic } from "xstate"

// Input is left open so a fake fits any actor slot; the machine's own types check the output.
// biome-ignore lint/suspicious/noExplicitAny: actor logic input is invariant in XState's types
type AnyInput = any

/** A promise actor that records its inputs and resolves with a canned value. */
export const resolves = <T, I = AnyInput>(
  value: T | ((input: I) => T),
  calls: Array<I> = [],
): PromiseActorLogic<T, AnyInput> =>
  fromPromise<T, I>(async ({ input }) => {
    calls.push(input)
    return typeof value === "function" ? (value as (input: I) => T)(input) : value
  })

/** A promise actor that records its inputs and rejects with the given failure (e.g. a tagged error). */
export const rejects = <T = AnyInput, I = AnyInput>(
  error: unknown,
  calls: Array<I> = [],
): PromiseActorLogic<T, AnyInput> =>
  fromPromise<T, I>(async ({ input }) => {
    calls.push(input)
    throw error
  })

/** A controllable promise actor: the test decides when and how each invocation settles. */
export interface Deferred<T, I> {
  readonly logic: PromiseActorLogic<T, I>
  readonly calls: Array<I>
  /** Invocations aborted because their state was left. */
  readonly aborted: Array<I>
  resolve(value: T): void
  reject(error: unknown): void
}

export const deferred = <T, I = unknown>(): Deferred<T, I> => {
  const calls: Array<I> = []
  const aborted: Array<I> = []
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | null = null
  const logic = fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push(input)
        signal.addEventListener("abort", () => aborted.push(input))
        settle = { resolve, reject }
      }),
  )
  const current = () => {
    if (settle === null) throw new Error("deferred actor was not invoked")
    return settle
  }
  return {
    logic,
    calls,
    aborted,
    resolve: (value) => current().resolve(value),
    reject: (error) => current().reject(error),
  }
}
