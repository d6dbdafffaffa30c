import { isChatEvent, isTicketEvent, type LiveEvent } from "../../domain/live/live-events.ts"
import type { LiveTicketChanged, LiveTicketsReset } from "../live-updates/live-updates.types.ts"
import type { LiveChatChanged } from "../support-chat/support-chat.types.ts"
import type { ShellPageName } from "./shell-pages.ts"

/** The pages that follow ticket events: the ticket shown, the list of tickets. */
const TICKET_PAGES: ReadonlyArray<ShellPageName> = ["ticketPage", "ticketListPage"]

/** Who hears a live event in the shell. */
export interface LiveEffects {
  /** The bell reads its notifications again (quietly: the open panel stays as it is). */
  readonly panel: boolean
  /** The menu's open and closed counts and the saved views' counts are asked for again. */
  readonly recount: boolean
  /** What the page shown is told, when it follows tickets (or, the support inbox, chats). */
  readonly page: LiveTicketChanged | LiveTicketsReset | LiveChatChanged | null
  /** What the customer's support chat is told: a conversation changed (null: none did). */
  readonly chat: LiveChatChanged | null
}

/** A chat event (or a reset) as the chat and the support inbox hear it. */
const chatChangeOf = (event: LiveEvent): LiveChatChanged | null =>
  event.kind === "reset"
    ? { type: "live.chatChanged", conversationid: null }
    : isChatEvent(event)
      ? { type: "live.chatChanged", conversationid: event.conversationid }
      : null

/** After a reset: the ticket page reads its own ticket again, the list page says tickets may have changed. */
const resetOf = (
  page: ShellPageName | null,
  pageInput: unknown,
): LiveTicketChanged | LiveTicketsReset | LiveChatChanged | null => {
  if (page === "ticketListPage") return { type: "live.ticketsReset" }
  if (page === "supportInbox") return { type: "live.chatChanged", conversationid: null }
  const ticketId = (pageInput as { ticketId?: unknown } | null)?.ticketId
  return page === "ticketPage" && typeof ticketId === "number"
    ? { type: "live.ticketChanged", ticketid: ticketId, kind: "reset" }
    : null
}

/**
 * The shell's rule for a live event: a notification reaches the bell; a created or closed ticket
 * changes the counts; any ticket event reaches the ticket page or the ticket list when one is shown
 * (the ticket page keeps only its own ticket's). A reset (a catch-up that could not tell all that
 * was missed) reaches all of them: the bell and the counts read again, and so does the page. A
 * support chat event reaches the customer's chat and the support inbox when it is shown.
 */
export const liveEffectsOf = (
  event: LiveEvent,
  page: ShellPageName | null,
  pageInput?: unknown,
): LiveEffects =>
  event.kind === "reset"
    ? { panel: true, recount: true, page: resetOf(page, pageInput), chat: chatChangeOf(event) }
    : {
        chat: chatChangeOf(event),
        panel: event.kind === "notification",
        recount: event.kind === "ticket.created" || event.kind === "ticket.status",
        page:
          isTicketEvent(event) && page !== null && TICKET_PAGES.includes(page)
            ? { type: "live.ticketChanged", ticketid: event.ticketid, kind: event.kind }
            : page === "supportInbox"
              ? chatChangeOf(event)
              : null,
      }
