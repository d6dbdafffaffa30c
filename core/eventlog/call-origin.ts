import { Context, Effect } from "effect"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"

/**
 * Which invocation made a call during a replay: `<actor>|<invoked actor id>`, e.g.
 * `ticketOptions#1|0.ticketOptions.contacts.loading`. Its answer is handed over where the log has
 * that invocation's done (or error) event, so answers reach each machine in the recorded order
 * even when the browser took its time consuming them.
 */
export class CallOrigin extends Context.Service<CallOrigin, string>()("portal/eventlog/CallOrigin") {}

/** The invocation being started right now (set and cleared synchronously by the replay's inspector). */
export class OriginPointer {
  current: string | null = null
}

/** The runtime whose `runPromise` tags each effect with the invocation that started it. */
export const withCallOrigins = (runtime: PortalRuntime, pointer: OriginPointer): PortalRuntime => {
  const tagged = <A, E, R>(effect: Effect.Effect<A, E, R>) => {
    const origin = pointer.current
    return origin === null ? effect : Effect.provideService(effect, CallOrigin, origin)
  }
  return {
    ...runtime,
    runPromise: (effect, options) => runtime.runPromise(tagged(effect), options),
    runPromiseExit: (effect, options) => runtime.runPromiseExit(tagged(effect), options),
  }
}
