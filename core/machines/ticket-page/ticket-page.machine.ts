import { emit, enqueueActions, forwardTo, sendTo, setup } from "xstate"
import type { LiveTicketChanged } from "../live-updates/live-updates.types.ts"
import { shellOf, ticketsChanged } from "../shell/tell-shell.ts"
import { ticketAttachmentsMachine } from "../ticket-attachments/ticket-attachments.machine.ts"
import type {
  TicketAttachmentsEmitted,
  TicketAttachmentsEvent,
} from "../ticket-attachments/ticket-attachments.types.ts"
import {
  type TicketCommentEmitted,
  type TicketCommentEvent,
  ticketCommentMachine,
} from "../ticket-comment/ticket-comment.machine.ts"
import {
  type TicketCloseEmitted,
  type TicketCloseEvent,
  ticketCloseMachine,
} from "../ticket-close/ticket-close.machine.ts"
import { ticketCustomerCloseMachine } from "../ticket-customer-close/ticket-customer-close.machine.ts"
import type {
  TicketCustomerCloseEmitted,
  TicketCustomerCloseEvent,
} from "../ticket-customer-close/ticket-customer-close.types.ts"
import { ticketDetailMachine } from "../ticket-detail/ticket-detail.machine.ts"
import { ticketRatingMachine } from "../ticket-rating/ticket-rating.machine.ts"
import type { TicketRatingEvent } from "../ticket-rating/ticket-rating.types.ts"
import { ticketWatchersMachine } from "../ticket-watchers/ticket-watchers.machine.ts"
import type { TicketWatchersEvent } from "../ticket-watchers/ticket-watchers.types.ts"

export interface TicketPageInput {
  readonly ticketId: number
}

/**
 * What the screen sends (the detail's retry, the comment form, the attachments) and what the
 * children announce: a posted comment, a changed set of files, downloaded bytes.
 */
export type TicketPageEvent =
  | { readonly type: "detail.reload" }
  | TicketCommentEvent
  | TicketAttachmentsEvent
  | TicketCommentEmitted
  | TicketAttachmentsEmitted
  | TicketCloseEvent
  | TicketCloseEmitted
  | TicketCustomerCloseEvent
  | TicketCustomerCloseEmitted
  | TicketWatchersEvent
  | TicketRatingEvent
  | LiveTicketChanged

/**
 * For the host: bytes to save, the comment the server stored (the CLI reports it), and the ticket
 * staff closed (the host recounts the menu).
 */
export type TicketPageEmitted =
  | Extract<TicketAttachmentsEmitted, { type: "attachment.downloaded" }>
  | TicketCommentEmitted
  | TicketCloseEmitted
  | Extract<TicketCustomerCloseEmitted, { type: "ticket.reopened" }>

/**
 * One ticket's page: the detail, the comment form, the attachments, the staff's close dialog and the
 * customer's close and reopen dialogs, the watchers and the satisfaction rating (issue 28) as children, and the wiring
 * between them. A reopened ticket
 * reloads the detail and the shell recounts. A posted comment joins the detail's activity; a stored
 * batch of files reloads the detail's file list; a closed ticket reloads the detail, is counted by
 * the shell (its menu and saved views, when the shell runs the page) and goes to the host;
 * downloaded bytes go to the host. Hosts send every event here and read the children's snapshots
 * (`snapshot.children.detail`); a new ticket gets a new page. A live change of this ticket (the shell
 * tells the page, issue 29) refreshes the detail in place.
 */
export const ticketPageMachine = setup({
  types: {} as {
    context: TicketPageInput
    events: TicketPageEvent
    input: TicketPageInput
    emitted: TicketPageEmitted
    children: {
      detail: "ticketDetail"
      comment: "ticketComment"
      attachments: "ticketAttachments"
      close: "ticketClose"
      customerClose: "ticketCustomerClose"
      watchers: "ticketWatchers"
      rating: "ticketRating"
    }
  },
  actors: {
    ticketDetail: ticketDetailMachine,
    ticketComment: ticketCommentMachine,
    ticketAttachments: ticketAttachmentsMachine,
    ticketClose: ticketCloseMachine,
    ticketCustomerClose: ticketCustomerCloseMachine,
    ticketWatchers: ticketWatchersMachine,
    ticketRating: ticketRatingMachine,
  },
  actions: {
    // Inside the shell, the menu and the saved views recount (one fewer open, one more closed).
    countClosed: enqueueActions(({ self, enqueue }) => {
      const shell = shellOf(self)
      if (shell) enqueue.sendTo(shell, ticketsChanged("closed"))
    }),
    // A reopened ticket moves back to open: the shell has the counts asked for again.
    recount: enqueueActions(({ self, enqueue }) => {
      const shell = shellOf(self)
      if (shell) enqueue.sendTo(shell, ticketsChanged("reopened"))
    }),
  },
  guards: {
    isThisTicket: ({ context, event }) =>
      event.type === "live.ticketChanged" && event.ticketid === context.ticketId,
  },
}).createMachine({
  id: "ticketPage",
  context: ({ input }) => ({ ticketId: input.ticketId }),
  invoke: [
    { id: "detail", src: "ticketDetail", input: ({ context }) => ({ ticketId: context.ticketId }) },
    { id: "comment", src: "ticketComment", input: ({ context }) => ({ ticketId: context.ticketId }) },
    { id: "attachments", src: "ticketAttachments", input: ({ context }) => ({ ticketId: context.ticketId }) },
    { id: "close", src: "ticketClose", input: ({ context }) => ({ ticketId: context.ticketId }) },
    {
      id: "customerClose",
      src: "ticketCustomerClose",
      input: ({ context }) => ({ ticketId: context.ticketId }),
    },
    { id: "watchers", src: "ticketWatchers", input: ({ context }) => ({ ticketId: context.ticketId }) },
    // Idle until the screen shows it (a closed ticket) and sends `rating.load`.
    {
      id: "rating",
      src: "ticketRating",
      input: ({ context }) => ({ target: { ticketid: context.ticketId } }),
    },
  ],
  on: {
    "detail.reload": { actions: forwardTo("detail") },
    "comment.input": { actions: forwardTo("comment") },
    "comment.change": { actions: forwardTo("comment") },
    "comment.blur": { actions: forwardTo("comment") },
    "comment.submit": { actions: forwardTo("comment") },
    "attachment.add": { actions: forwardTo("attachments") },
    "attachment.progress": { actions: forwardTo("attachments") },
    "attachment.dismiss": { actions: forwardTo("attachments") },
    "attachment.download": { actions: forwardTo("attachments") },
    "attachment.downloadDismiss": { actions: forwardTo("attachments") },
    "close.open": { actions: forwardTo("close") },
    "close.cancel": { actions: forwardTo("close") },
    "close.input": { actions: forwardTo("close") },
    "close.change": { actions: forwardTo("close") },
    "close.blur": { actions: forwardTo("close") },
    "close.submit": { actions: forwardTo("close") },
    "customerClose.open": { actions: forwardTo("customerClose") },
    "customerClose.reason": { actions: forwardTo("customerClose") },
    "customerClose.text": { actions: forwardTo("customerClose") },
    "customerClose.submit": { actions: forwardTo("customerClose") },
    "customerClose.cancel": { actions: forwardTo("customerClose") },
    "reopen.open": { actions: forwardTo("customerClose") },
    "reopen.input": { actions: forwardTo("customerClose") },
    "reopen.blur": { actions: forwardTo("customerClose") },
    "reopen.submit": { actions: forwardTo("customerClose") },
    "reopen.cancel": { actions: forwardTo("customerClose") },
    "watchers.*": { actions: forwardTo("watchers") },
    "rating.*": { actions: forwardTo("rating") },
    "ticket.reopened": {
      actions: [sendTo("detail", { type: "detail.reload" as const }), "recount", emit(({ event }) => event)],
    },
    "ticket.closed": {
      actions: [
        sendTo("detail", { type: "detail.reload" as const }),
        "countClosed",
        emit(({ event }) => event),
      ],
    },
    "comment.posted": {
      actions: [
        sendTo("detail", ({ event }) => ({
          type: "detail.activityAdded" as const,
          activity: event.activity,
        })),
        emit(({ event }) => event),
      ],
    },
    "attachments.changed": { actions: sendTo("detail", { type: "detail.filesReload" as const }) },
    // Someone else commented, added files or changed the status (issue 29): the detail reads the
    // ticket again without a loading state, so what the user reads or types stays in place.
    "live.ticketChanged": {
      guard: "isThisTicket",
      actions: sendTo("detail", { type: "detail.refresh" as const }),
    },
    "attachment.downloaded": { actions: emit(({ event }) => event) },
  },
})
