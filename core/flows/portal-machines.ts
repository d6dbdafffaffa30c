import { liveAuthMachine } from "../machines/auth/auth.actors.ts"
import { liveBannerMachine } from "../machines/banner/banner.actors.ts"
import { liveNavigationMachine } from "../machines/navigation/navigation.actors.ts"
import { liveNewTicketMachine } from "../machines/new-ticket/new-ticket.actors.ts"
import { liveTicketAttachmentsMachine } from "../machines/ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCommentMachine } from "../machines/ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "../machines/ticket-detail/ticket-detail.actors.ts"
import { liveTicketExportMachine } from "../machines/ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "../machines/ticket-list/ticket-list.actors.ts"
import { liveTicketOptionsMachine } from "../machines/ticket-options/ticket-options.actors.ts"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import type { FlowMachine } from "./machine-names.ts"

/**
 * The portal's machines with their live actors over one runtime, by name: what flows drive and
 * what replay starts again. The UI and the CLI wire the very same `live*Machine` functions.
 */
export const portalMachines = (runtime: PortalRuntime) =>
  ({
    auth: liveAuthMachine(runtime),
    navigation: liveNavigationMachine(runtime),
    banner: liveBannerMachine(runtime),
    ticketList: liveTicketListMachine(runtime),
    ticketExport: liveTicketExportMachine(runtime),
    ticketOptions: liveTicketOptionsMachine(runtime),
    ticketDetail: liveTicketDetailMachine(runtime),
    newTicket: liveNewTicketMachine(runtime),
    ticketComment: liveTicketCommentMachine(runtime),
    ticketAttachments: liveTicketAttachmentsMachine(runtime),
  }) satisfies Record<FlowMachine, unknown>
