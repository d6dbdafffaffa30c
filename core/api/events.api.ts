import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { TooManyRequests } from "../schema/errors.ts"
import { Authentication } from "./middleware.ts"

/** The live stream's body: text/event-stream frames (core/domain/live/live-events.ts, `sseFrame`). */
export const LiveEventStream = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/event-stream" }))

/**
 * Live updates (issue 29; a path the spec does not show, listed in the README): one server-sent
 * event stream per signed-in tab. Each event names what changed (`ticket.comment`, `ticket.file`,
 * `ticket.status`, `ticket.created`, `notification`) and its ticket, never its text, and only to
 * those who may read it. `Last-Event-ID` replays what was missed; 429 past the bound of open streams.
 */
export class EventsApi extends HttpApiGroup.make("events")
  .add(
    HttpApiEndpoint.get("stream", "/v1/events", {
      success: LiveEventStream,
      error: [TooManyRequests],
    }),
  )
  .middleware(Authentication) {}
