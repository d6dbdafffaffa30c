import { makePortalRuntime, type PortalRuntime } from "../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../runtime/storage.ts"
import { type FakeAnswer, fakeHttpClient, type SeenRequest } from "./fake-http.ts"

/** The session a signed-in fake runtime starts with (`Authorization: EC s-1`). */
export const fakeSession = { sessionID: "s-1", userID: 5, isImpersonation: false } as const

/**
 * A portal runtime signed in as `fakeSession` whose transport answers from `handler`, for live actor
 * tests without a server. `seen` lists the requests in the order they were sent.
 */
export const signedInRuntime = (
  handler: (request: SeenRequest) => FakeAnswer,
): { readonly runtime: PortalRuntime; readonly seen: Array<SeenRequest> } => {
  const seen: Array<SeenRequest> = []
  const runtime = makePortalRuntime({
    baseUrl: "http://portal.test",
    storage: makeMemoryStorage({ session: JSON.stringify(fakeSession) }),
    httpClient: fakeHttpClient(handler, seen),
  })
  return { runtime, seen }
}
