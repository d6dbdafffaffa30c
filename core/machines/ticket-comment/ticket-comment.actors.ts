import type { CommentPayload } from "../../schema/ticket.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { ticketCommentMachine } from "./ticket-comment.machine.ts"

/** Live comment actors: POST /v1/activity/tickets. */
export const makeTicketCommentActors = (runtime: PortalRuntime) => ({
  postComment: effectActor(runtime, (payload: CommentPayload) =>
    withClient((client) => client.tickets.comment({ payload })),
  ),
})

/** The comment machine wired to the runtime. Start it with `{ input: { ticketId } }`. */
export const liveTicketCommentMachine = (runtime: PortalRuntime) =>
  ticketCommentMachine.provide({ actors: makeTicketCommentActors(runtime) })
