import { recordingHttpClient } from "../../core/eventlog/recording-http.ts"
import { makeClientLogSender } from "../../core/eventlog/client-log-sender.ts"
import { makeAuthActions, makeAuthActors } from "../../core/machines/auth/auth.actors.ts"
import { makeImpersonationActors } from "../../core/machines/impersonation/impersonation.actors.ts"
import { makeHeadStart } from "../../core/runtime/head-start.ts"
import { fetchHttpClient, makePortalRuntime } from "../../core/runtime/portal-runtime.ts"
import { readSession } from "../../core/runtime/session-store.ts"
import { bootAnswers } from "./boot-banner.ts"
import { browserStorage } from "./browser-storage.ts"
import { sessionLog } from "./session-log.ts"
import { withUploadProgress } from "./upload-progress-client.ts"

/**
 * The Effect runtime and the live auth implementations. This module is loaded on demand (first
 * sign-in call, a stored session, or the signed-in shell) so the login route stays small. Its
 * transport records every exchange in the session log.
 */
export const headStart = makeHeadStart(() => window.location.pathname + window.location.search)
// What the server drew into this page's first HTML (the announcement's answer) is not asked again.
headStart.seed(bootAnswers())
export const runtime = makePortalRuntime({
  baseUrl: "",
  storage: browserStorage,
  // Multipart requests (a new ticket with files) go by XMLHttpRequest, which reports upload progress.
  httpClient: recordingHttpClient(sessionLog, headStart.adopting(withUploadProgress(fetchHttpClient))),
})
/**
 * The runtime a first load's page starts on ahead of its screen (`ui/app/head-start.ts`): its
 * answers are kept for `runtime`, whose identical requests adopt them once (and are logged then).
 */
export const earlyRuntime = makePortalRuntime({
  baseUrl: "",
  storage: browserStorage,
  httpClient: headStart.keeping(fetchHttpClient),
})
export const authActors = makeAuthActors(runtime)
export const authActions = makeAuthActions(runtime)
export const impersonationActors = makeImpersonationActors(runtime)
export const storedSession = () => readSession(runtime.storage)
/** Sends a client log batch (ui/lib/client-log.ts) with this runtime's session. */
export const sendClientLog = makeClientLogSender(runtime)
