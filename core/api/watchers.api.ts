import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, Forbidden, NotFound } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import { AddWatcher, TicketWatchers, WatcherCandidates, WatcherSearch } from "../schema/ticket-watchers.ts"
import { Authentication } from "./middleware.ts"

/**
 * Ticket watchers (issue 28; paths the spec does not show, listed in the README): colleagues of
 * the ticket's company who hear of its events whatever locations they follow. Every call answers
 * 404 for a ticket outside the caller's scope; changes answer the whole list as it now stands.
 */
export class WatchersApi extends HttpApiGroup.make("watchers")
  .add(
    HttpApiEndpoint.get("list", "/v1/ticket/:ticketid/watchers", {
      params: { ticketid: Id },
      success: TicketWatchers,
      error: [NotFound],
    }),
    /** Active users of the ticket's company but the caller who do not watch it, matching `search`; managers only (403). */
    HttpApiEndpoint.get("candidates", "/v1/ticket/:ticketid/watchers/candidates", {
      params: { ticketid: Id },
      query: { search: WatcherSearch },
      success: WatcherCandidates,
      error: [BadRequest, Forbidden, NotFound],
    }),
    /**
     * Adds a watcher (the caller when `userid` is absent). Adding one who already watches answers
     * the list unchanged (200, no second row). 400 naming `userid` for anyone but an active user of
     * the ticket's company, 403 for a caller who may not, 409 past the bound.
     */
    HttpApiEndpoint.post("add", "/v1/ticket/:ticketid/watchers", {
      params: { ticketid: Id },
      payload: AddWatcher,
      success: TicketWatchers,
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    /** Takes a watcher off (a manager, or the watcher leaving); 404 when they do not watch it. */
    HttpApiEndpoint.delete("remove", "/v1/ticket/:ticketid/watchers/:userid", {
      params: { ticketid: Id, userid: Id },
      success: TicketWatchers,
      error: [Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}
