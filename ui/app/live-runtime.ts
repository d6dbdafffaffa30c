import { makeAuthActions, makeAuthActors } from "../../core/machines/auth/auth.actors.ts"
import { makePortalRuntime } from "../../core/runtime/portal-runtime.ts"
import { readSession } from "../../core/runtime/session-store.ts"
import { browserStorage } from "./browser-storage.ts"

/**
 * The Effect runtime and the live auth implementations. This module is loaded on demand (first
 * sign-in call, a stored session, or the signed-in shell) so the login route stays small.
 */
export const runtime = makePortalRuntime({ baseUrl: "", storage: browserStorage })
export const authActors = makeAuthActors(runtime)
export const authActions = makeAuthActions(runtime)
export const storedSession = () => readSession(runtime.storage)
