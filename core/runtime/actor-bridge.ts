import { Cause, type Effect, Exit, Option } from "effect"
import { fromPromise, type PromiseActorLogic } from "xstate"
import { PortalClient, type PortalClientShape } from "./api-client.ts"
import { defectFailure, type Failure, toFailure } from "./failures.ts"
import type { PortalRuntime, PortalServices } from "./portal-runtime.ts"

/**
 * Promise actor logic that rejects only with `F`. The failure type is carried as a phantom key, so
 * `machine.provide({ actors })` refuses a live actor whose failures the machine does not declare.
 */
export type EffectActorLogic<A, I, F> = PromiseActorLogic<A, I> & { readonly "~failure"?: F }

/** Never settles: a call interrupted because its state was left is ignored, not an error (spec section 8). */
const ignored = <A>(): Promise<A> => new Promise<A>(() => {})

/**
 * Runs an effect to its exit: its value, its typed failure (transport and decoding errors as a
 * `TransportFailure`, a defect too), or nothing at all when it was interrupted.
 */
const settle = async <A, E>(
  runtime: PortalRuntime,
  effect: Effect.Effect<A, E, PortalServices>,
  signal: AbortSignal,
): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect, { signal })
  if (Exit.isSuccess(exit)) return exit.value
  if (Cause.hasInterruptsOnly(exit.cause)) return ignored()
  const error = Cause.findErrorOption(exit.cause)
  throw Option.isSome(error) ? toFailure(error.value) : defectFailure(Cause.squash(exit.cause))
}

/**
 * An XState promise actor that runs an Effect on the portal runtime. Leaving the invoking state
 * aborts the signal, which interrupts the fiber and the HTTP request; the interrupted call is
 * ignored. `onError` receives the typed failure (`failureOf` in the machine reads it).
 */
export const effectActor = <A, I, E>(
  runtime: PortalRuntime,
  make: (input: I) => Effect.Effect<A, E, PortalServices>,
): EffectActorLogic<A, I, Failure<E>> =>
  fromPromise<A, I>(({ input, signal }) => settle(runtime, make(input), signal))

/** An effect actor that takes no input (`invoke: { src }` without `input`). */
export const effectTask = <A, E>(
  runtime: PortalRuntime,
  effect: Effect.Effect<A, E, PortalServices>,
): EffectActorLogic<A, void, Failure<E>> =>
  fromPromise<A, void>(({ signal }) => settle(runtime, effect, signal))

/** Shorthand for an effect that uses the derived API client. */
export const withClient = <A, E>(f: (client: PortalClientShape) => Effect.Effect<A, E>) => PortalClient.use(f)
