/** Machines a flow can drive, by their XState id (the names logs use too). */
export const FLOW_MACHINES = [
  "auth",
  "navigation",
  "banner",
  "ticketList",
  "ticketExport",
  "ticketOptions",
  "ticketDetail",
  "newTicket",
  "ticketComment",
  "ticketAttachments",
] as const

export type FlowMachine = (typeof FLOW_MACHINES)[number]
