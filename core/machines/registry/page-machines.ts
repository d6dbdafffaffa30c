import { liveChangeRequestMachine } from "../change-request/change-request.actors.ts"
import { liveEquipmentDetailsMachine } from "../equipment-details/equipment-details.actors.ts"
import { liveEquipmentListMachine } from "../equipment-list/equipment-list.actors.ts"
import { liveEquipmentPageMachine } from "../equipment-page/equipment-page.actors.ts"
import { liveNewTicketMachine } from "../new-ticket/new-ticket.actors.ts"
import { liveNewTicketPageMachine } from "../new-ticket-page/new-ticket-page.actors.ts"
import { liveTicketAttachmentsMachine } from "../ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCloseMachine } from "../ticket-close/ticket-close.actors.ts"
import { liveTicketCustomerCloseMachine } from "../ticket-customer-close/ticket-customer-close.actors.ts"
import { liveTicketCommentMachine } from "../ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "../ticket-detail/ticket-detail.actors.ts"
import { liveTicketExportMachine } from "../ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "../ticket-list/ticket-list.actors.ts"
import { liveTicketListPageMachine } from "../ticket-list-page/ticket-list-page.actors.ts"
import { liveTicketOptionsMachine } from "../ticket-options/ticket-options.actors.ts"
import { liveTicketPageMachine } from "../ticket-page/ticket-page.actors.ts"
import { liveTicketWatchersMachine } from "../ticket-watchers/ticket-watchers.actors.ts"
import { liveSupportInboxMachine } from "../support-inbox/support-inbox.actors.ts"
import { liveUserListMachine } from "../user-list/user-list.actors.ts"

/**
 * The page machines the signed-in shell loads when a screen opens them (`shell/shell-pages.ts`),
 * with the machines they run as children. The browser never imports this module: the shell
 * fetches each page's module on first open, so no route carries them until a screen needs them.
 * The CLI, flows and replay start them by name like any other (`portal-machines.ts` joins the
 * halves into the one registry).
 */
export const PAGE_MACHINES = {
  ticketListPage: liveTicketListPageMachine,
  ticketList: liveTicketListMachine,
  ticketExport: liveTicketExportMachine,
  ticketOptions: liveTicketOptionsMachine,
  ticketPage: liveTicketPageMachine,
  ticketDetail: liveTicketDetailMachine,
  ticketComment: liveTicketCommentMachine,
  ticketAttachments: liveTicketAttachmentsMachine,
  ticketClose: liveTicketCloseMachine,
  ticketCustomerClose: liveTicketCustomerCloseMachine,
  ticketWatchers: liveTicketWatchersMachine,
  newTicketPage: liveNewTicketPageMachine,
  newTicket: liveNewTicketMachine,
  equipmentList: liveEquipmentListMachine,
  equipmentPage: liveEquipmentPageMachine,
  equipmentDetails: liveEquipmentDetailsMachine,
  changeRequest: liveChangeRequestMachine,
  userList: liveUserListMachine,
  supportInbox: liveSupportInboxMachine,
} as const
