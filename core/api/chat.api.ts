import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import {
  ChatInbox,
  ChatInboxQuery,
  ChatMessagePayload,
  ChatThread,
  ChatTicket,
  MyChat,
} from "../schema/support-chat.ts"
import { Authentication } from "./middleware.ts"

const conversation = { conversationid: Id }

/**
 * The built-in support chat (issue 29; paths the spec does not show, listed in the README), used
 * when PORTAL_CHAT_URL is unset. Customers (company admins, users) read and write their own
 * conversation; the provider side (staff every company, sales reps their accounts) lists, answers,
 * closes and turns conversations into tickets. Another company's conversation answers 404. Messages
 * are bounded per user (429 with Retry-After) and per conversation (409).
 */
export class ChatApi extends HttpApiGroup.make("chat")
  .add(
    HttpApiEndpoint.get("mine", "/v1/chat", { success: MyChat }),
    /** Sends a message to support, opening a conversation when none is open (409 when two open at once). */
    HttpApiEndpoint.post("post", "/v1/chat/messages", {
      payload: ChatMessagePayload,
      success: ChatThread,
      error: [BadRequest, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("close", "/v1/chat/close", { success: ChatThread, error: [NotFound] }),
    HttpApiEndpoint.get("inbox", "/v1/chat/conversations", {
      query: ChatInboxQuery,
      success: ChatInbox,
      error: [BadRequest],
    }),
    HttpApiEndpoint.get("conversation", "/v1/chat/conversations/:conversationid", {
      params: conversation,
      success: ChatThread,
      error: [NotFound],
    }),
    HttpApiEndpoint.post("answer", "/v1/chat/conversations/:conversationid/messages", {
      params: conversation,
      payload: ChatMessagePayload,
      success: ChatThread,
      error: [BadRequest, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("closeConversation", "/v1/chat/conversations/:conversationid/close", {
      params: conversation,
      success: ChatThread,
      error: [NotFound, Conflict],
    }),
    /** Creates a ticket of the conversation's company with its history, links and closes it, at once. */
    HttpApiEndpoint.post("toTicket", "/v1/chat/conversations/:conversationid/ticket", {
      params: conversation,
      success: ChatTicket,
      error: [NotFound, Conflict],
    }),
  )
  .middleware(Authentication) {}
