import type { Effect } from "effect"
import { fromPromise, type PromiseActorLogic } from "xstate"
import { PortalClient, type PortalClientShape } from "./api-client.ts"
import type { PortalRuntime, PortalServices } from "./portal-runtime.ts"

/**
 * An XState promise actor that runs an Effect on the portal runtime. Leaving the invoking state
 * aborts the signal, which interrupts the fiber and the HTTP request. `onError` receives the
 * Effect failure itself (the tagged error), ready for `describeError`.
 */
export const effectActor = <A, I, E>(
  runtime: PortalRuntime,
  make: (input: I) => Effect.Effect<A, E, PortalServices>,
): PromiseActorLogic<A, I> =>
  fromPromise<A, I>(({ input, signal }) => runtime.runPromise(make(input), { signal }))

/** An effect actor that takes no input (`invoke: { src }` without `input`). */
export const effectTask = <A, E>(
  runtime: PortalRuntime,
  effect: Effect.Effect<A, E, PortalServices>,
): PromiseActorLogic<A, void> => fromPromise<A, void>(({ signal }) => runtime.runPromise(effect, { signal }))

/** Shorthand for an effect that uses the derived API client. */
export const withClient = <A, E>(f: (client: PortalClientShape) => Effect.Effect<A, E>) => PortalClient.use(f)
