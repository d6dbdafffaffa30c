import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { isChatProvider } from "../../core/domain/chat/support-chat.ts"
import { LIVE_LIMITS, parseLastEventId } from "../../core/domain/live/live-events.ts"
import { takeStreamPlace } from "../events/live-leases.ts"
import { type Credential, liveStreamBody } from "../events/live-stream.ts"
import { AppConfig, Database, LiveEvents } from "../services.ts"
import { callerScope } from "./access.ts"
import { readBearerToken, readSessionId } from "./authentication.layer.ts"
import { tooManyRequests } from "./too-many-requests.ts"

const credentialOf = (request: HttpServerRequest.HttpServerRequest): Credential => {
  const bearer = readBearerToken(request)
  return bearer === undefined ? { session: readSessionId(request) ?? "" } : { bearer }
}

/**
 * GET /v1/events (issue 29): takes one of the user's stream places (429 past the bound), then
 * answers the stream. `X-Accel-Buffering: no` asks nginx-like proxies not to hold the frames back.
 */
const openStream = Effect.gen(function* () {
  const caller = yield* CurrentCaller
  const scope = yield* callerScope
  const db = yield* Database
  const request = yield* HttpServerRequest.HttpServerRequest
  const streamid = yield* Effect.promise(() => takeStreamPlace(db, caller.userID))
  if (streamid === undefined)
    return yield* tooManyRequests(
      `At most ${LIVE_LIMITS.streamsPerUser} live update streams are open per user; close a tab and try again`,
      LIVE_LIMITS.heartbeatSeconds,
    )
  const body = liveStreamBody({
    db,
    hub: yield* LiveEvents,
    caller,
    credential: credentialOf(request),
    receiver: {
      userid: caller.userID,
      companies: scope.all ? "all" : scope.companyIds,
      provider: isChatProvider(caller.roleid),
    },
    streamid,
    afterId: parseLastEventId(request.headers["last-event-id"]),
    heartbeatMs: (yield* AppConfig).liveHeartbeatMs,
  })
  return HttpServerResponse.stream(body, {
    contentType: "text/event-stream",
    headers: { "cache-control": "no-store", "x-accel-buffering": "no" },
  })
})

export const EventsHandlers = HttpApiBuilder.group(PortalApi, "events", (handlers) =>
  handlers.handle("stream", () => openStream),
)
