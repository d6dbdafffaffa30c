import { type AnyActorLogic, type AnyActorRef, createActor, fromPromise, toPromise } from "xstate"

type Loader<T extends AnyActorLogic> = () => Promise<T>

/**
 * A promise actor whose real logic is loaded on first use. The login route must stay small, so the
 * Effect runtime and API client are fetched only when a machine first invokes a live actor.
 * Stopping the invoking state stops the inner actor (which aborts its request).
 */
export const lazyPromise = <I, O>(load: Loader<AnyActorLogic>) =>
  fromPromise<O, I>(async ({ input, signal }) => {
    const logic = await load()
    if (signal.aborted) throw signal.reason
    const inner: AnyActorRef = createActor(logic, { input })
    signal.addEventListener("abort", () => inner.stop(), { once: true })
    inner.start()
    return (await toPromise(inner)) as O
  })
