import { type Duration, type Effect, type Exit, Layer, ManagedRuntime } from "effect"
import { FetchHttpClient, type HttpClient } from "effect/http"
import { type PortalClient, portalClientLayer } from "./api-client.ts"
import { type Storage, type StorageShape, storageLayer } from "./storage.ts"

/**
 * Services every actor effect may use. The raw `HttpClient` (the same transport, so replay records
 * it) is for the few calls outside the contract, such as the phone input's country lookup.
 */
export type PortalServices = PortalClient | Storage | HttpClient.HttpClient

/** The browser/Node fetch transport, sending cookies (`credentials: "include"`). */
export const fetchHttpClient: Layer.Layer<HttpClient.HttpClient> = Layer.merge(
  FetchHttpClient.layer,
  Layer.succeed(FetchHttpClient.RequestInit, { credentials: "include" }),
)

export interface PortalRuntimeOptions {
  /** Backend origin; "" for same-origin. */
  readonly baseUrl: string
  /** The host's storage: a localStorage adapter (UI), a file (CLI), `makeMemoryStorage()` (tests). */
  readonly storage: StorageShape
  /** Transport; defaults to `fetchHttpClient`. The replay transport and test fakes plug in here. */
  readonly httpClient?: Layer.Layer<HttpClient.HttpClient>
  /** Per-request time limit; defaults to 180 s. */
  readonly timeout?: Duration.Input
}

/**
 * What machines' live actors run on. Built once per app (UI) or command (CLI) and handed to the
 * `make<Name>Actors(runtime)` factories; machines themselves never import it.
 */
export interface PortalRuntime {
  /** The backend origin the client calls ("" for same-origin): the live stream's address starts here. */
  readonly baseUrl: string
  /** Runs an effect; aborting `signal` interrupts it (XState aborts it when the state is left). */
  readonly runPromise: <A, E>(
    effect: Effect.Effect<A, E, PortalServices>,
    options?: { readonly signal?: AbortSignal },
  ) => Promise<A>
  /** Runs an effect to its exit (value, failure or interruption); aborting `signal` interrupts it. */
  readonly runPromiseExit: <A, E>(
    effect: Effect.Effect<A, E, PortalServices>,
    options?: { readonly signal?: AbortSignal },
  ) => Promise<Exit.Exit<A, E>>
  /** Direct synchronous storage for machine actions (store session, remember dismissal). */
  readonly storage: StorageShape
  /**
   * Subscribes to lost sessions: the listener runs on every 401 answer from any call except the
   * sign-in calls. Hosts wire it once: `runtime.onUnauthorized(() => auth.send({ type: "auth.sessionEnded" }))`.
   * Returns the unsubscribe function.
   */
  readonly onUnauthorized: (listener: () => void) => () => void
  readonly managed: ManagedRuntime.ManagedRuntime<PortalServices, never>
  readonly dispose: () => Promise<void>
}

/** Builds the runtime from the host's storage and transport. */
export const makePortalRuntime = (options: PortalRuntimeOptions): PortalRuntime => {
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const base = Layer.merge(storageLayer(options.storage), options.httpClient ?? fetchHttpClient)
  const layer = portalClientLayer({
    baseUrl: options.baseUrl,
    onUnauthorized: notify,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  }).pipe(Layer.provideMerge(base))
  const managed = ManagedRuntime.make(layer)
  return {
    baseUrl: options.baseUrl,
    runPromise: (effect, runOptions) => managed.runPromise(effect, runOptions),
    runPromiseExit: (effect, runOptions) => managed.runPromiseExit(effect, runOptions),
    storage: options.storage,
    onUnauthorized: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    managed,
    dispose: () => managed.dispose(),
  }
}
