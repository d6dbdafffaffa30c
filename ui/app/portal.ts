import { createActor } from "xstate"
import { navigate } from "wouter/use-browser-location"
import { authMachine } from "../../core/machines/auth/auth.machine.ts"
import { impersonationMachine } from "../../core/machines/impersonation/impersonation.machine.ts"
import { bumpViewGeneration } from "../lib/view-generation.ts"
import type { Session } from "../../core/schema/session.ts"
import { STORAGE_KEYS } from "../../core/domain/constants.ts"
import { browserStorage } from "../lib/browser-storage.ts"
import { lazyPromise } from "./lazy-actor.ts"
import { prestartShell } from "./shell-prestart.ts"
import { currentViewGeneration } from "../lib/view-generation.ts"
import { inspectorFor } from "../lib/use-portal-actor.ts"
import { DEFAULT_CONFIG, loadConfig, type PortalConfig } from "../lib/portal-config.ts"
import type { AuthActor, Portal } from "../lib/portal-context.tsx"

type LiveModule = typeof import("../lib/live-runtime.ts")

/** A new task: the start-up's steps run as several short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

let live: LiveModule | null = null
let loading: Promise<LiveModule> | null = null
const unauthorizedHooks: Array<(m: LiveModule) => void> = []

/**
 * Loads the runtime module once; the first load wires the 401 hook. Effect's code is evaluated in a
 * task before the runtime's (`effect-first.ts`), and the contract's groups one per task after it
 * (`contract-steps.ts`).
 */
export const loadLive = (): Promise<LiveModule> => {
  loading ??= import("../lib/effect-first.ts")
    // Naming the export keeps the import: Effect's package has no side effects, so an unused import
    // of it was dropped and its code evaluated with the runtime's after all.
    .then((m) => m.effectEvaluated)
    .then(nextTask)
    .then(() => import("../lib/contract-steps.ts"))
    .then((m) => m.evaluateContractInSteps(nextTask))
    .then(() => import("../lib/live-runtime.ts"))
    .then((m) => {
      live = m
      for (const hook of unauthorizedHooks) hook(m)
      return m
    })
  return loading
}

/** Runs `f` now when the runtime is loaded, else once it is. */
const withLive = (f: (m: LiveModule) => void) => (live ? f(live) : void loadLive().then(f))

/**
 * Viewing as another user: the calls load with the runtime; ending it clears the screens' data (the
 * shell remounts) and goes to the redirect target, or reloads the page already shown.
 */
const liveImpersonation = impersonationMachine.provide({
  actors: {
    startImpersonation: lazyPromise(() => loadLive().then((m) => m.impersonationActors.startImpersonation)),
    endImpersonation: lazyPromise(() => loadLive().then((m) => m.impersonationActors.endImpersonation)),
  },
  actions: {
    clearViewData: () => bumpViewGeneration(),
    goTo: (_, params) => (params.reload ? window.location.reload() : navigate(params.path)),
    logFailure: (_, params) => console.warn(`Impersonation ${params.action} failed`, params.failure),
  },
})

const liveAuthMachine = authMachine.provide({
  actors: {
    impersonation: liveImpersonation,
    signIn: lazyPromise(() => loadLive().then((m) => m.authActors.signIn)),
    fetchLoginAttempts: lazyPromise(() => loadLive().then((m) => m.authActors.fetchLoginAttempts)),
    fetchUser: lazyPromise(() => loadLive().then((m) => m.authActors.fetchUser)),
    fetchExpired: lazyPromise(() => loadLive().then((m) => m.authActors.fetchExpired)),
    requestUpdateToken: lazyPromise(() => loadLive().then((m) => m.authActors.requestUpdateToken)),
    updatePassword: lazyPromise(() => loadLive().then((m) => m.authActors.updatePassword)),
    signOut: lazyPromise(() => loadLive().then((m) => m.authActors.signOut)),
  },
  actions: {
    storeSession: (args, params) => withLive((m) => m.authActions.storeSession(args, params)),
    clearStoredSession: () => withLive((m) => m.authActions.clearStoredSession()),
  },
})

const startAuth = (session: Session | null): AuthActor =>
  createActor(liveAuthMachine, { input: { session }, inspect: inspectorFor("auth") }).start()

/**
 * Starts the app: the auth actor restored from the stored session (only then is the runtime
 * loaded up front), and the public configuration. Any 401 ends the session.
 */
export const createPortal = async (): Promise<Portal> => {
  const configPromise = loadConfig()
  const hasStored = browserStorage.get(STORAGE_KEYS.session) !== null
  const runtime = hasStored ? await loadLive() : null
  // Evaluating the runtime's code was one task; what follows is the next.
  if (runtime !== null) await new Promise<void>((resolve) => setTimeout(resolve, 0))
  const session = runtime === null ? null : runtime.storedSession()
  // Signed in: the route's first requests start now, beside the shell's and the screen's code.
  if (session !== null) void import("./head-start.ts").then((m) => m.startHeadStart())
  const auth = startAuth(session)
  const wire = (m: LiveModule) => m.runtime.onUnauthorized(() => auth.send({ type: "auth.sessionEnded" }))
  if (live) wire(live)
  else unauthorizedHooks.push(wire)
  const shellMachines = () => import("../features/shell/shell-machines.ts")
  prestartShell(auth, {
    start: (sessionID) =>
      void shellMachines().then((m) =>
        m.shellFor(sessionID, currentViewGeneration(), () =>
          m.shellInputNow(auth.getSnapshot().context.session),
        ),
      ),
    end: () => void shellMachines().then((m) => m.endShell()),
  })
  const config = await Promise.race([
    configPromise,
    new Promise<PortalConfig>((r) => setTimeout(r, 3000, DEFAULT_CONFIG)),
  ])
  return { auth, config }
}
