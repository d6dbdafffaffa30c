import { fromPromise } from "xstate"
import type { EffectActorLogic } from "../../runtime/actor-bridge.ts"
import { defectFailure, type TransportFailure } from "../../runtime/transport-failure.ts"

/**
 * A placeholder for an actor the host provides with `machine.provide({ actors })` (the live one runs
 * an effect on the portal runtime, a test gives a fake). It declares the output, the input and the
 * failures the machine handles; invoked without being provided it fails loudly.
 */
export const providedByRuntime = <O, I = void, F = TransportFailure>(
  name: string,
): EffectActorLogic<O, I, F> =>
  fromPromise<O, I>(async () => {
    throw new Error(`${name} is provided by the runtime`)
  })

const isTagged = (error: unknown): boolean =>
  typeof error === "object" && error !== null && typeof (error as { _tag?: unknown })._tag === "string"

/**
 * The typed failure in an invoked actor's error event, for `onError` assigns:
 * `assign({ error: ({ event }) => failureOf(fetchPage, event) })`. Effect actors reject only with
 * their declared failures (see `effectActor`); anything else a provided actor throws is a defect and
 * becomes a `TransportFailure`.
 */
export const failureOf = <F>(
  _actor: { readonly "~failure"?: F },
  event: { readonly error: unknown },
): F | TransportFailure => (isTagged(event.error) ? (event.error as F) : defectFailure(event.error))
