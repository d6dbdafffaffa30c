import { sql } from "drizzle-orm"
import type { Ticket, TicketActivity, TicketDetail } from "../../core/schema/ticket.ts"
import type { RowOf } from "../db/rows.ts"
import { ticketActivities, users } from "../db/schema.ts"
import { isoOrNull, type Stamp } from "../lists/rows.ts"

export type TicketRow = Omit<
  Ticket,
  | "createddateutc"
  | "completeddateutc"
  | "modifieddateutc"
  | "scheduledpagetime"
  | "latestactivitydate"
  | "ticketstatus"
  | "severitylevel"
> & {
  createddateutc: Stamp
  completeddateutc: Stamp
  modifieddateutc: Stamp
  scheduledpagetime: Stamp
  latestactivitydate: Stamp
  ticketstatus: string
  severitylevel: number | null
}

/** A database row of `ticketColumns` as the contract's Ticket. */
export const toTicket = (row: TicketRow): Ticket => ({
  ...row,
  createddateutc: new Date(row.createddateutc ?? 0).toISOString(),
  completeddateutc: isoOrNull(row.completeddateutc),
  modifieddateutc: isoOrNull(row.modifieddateutc),
  scheduledpagetime: isoOrNull(row.scheduledpagetime),
  latestactivitydate: isoOrNull(row.latestactivitydate),
  ticketstatus: row.ticketstatus.trim() as Ticket["ticketstatus"],
  severitylevel: row.severitylevel as Ticket["severitylevel"],
})

/** A spreadsheet row: the listed ticket and its agreement's name. */
export type ExportTicket = Ticket & { readonly agreementname: string | null }

export const toExportTicket = (row: TicketRow & { agreementname: string | null }): ExportTicket => ({
  ...toTicket(row),
  agreementname: row.agreementname,
})

export interface DetailExtraRow {
  agreementname: string | null
  equipmentid: number | null
  contactphone: string | null
  contactemail: string | null
}

export const toTicketDetail = (
  row: TicketRow & DetailExtraRow,
  activities: ReadonlyArray<TicketActivity>,
): TicketDetail => {
  const ticket = toTicket(row)
  return {
    ...ticket,
    agreementname: row.agreementname,
    equipmentid: row.equipmentid,
    contactphone: row.contactphone,
    contactemail: row.contactemail,
    // The call date is when the customer called in, i.e. when the ticket was created.
    calldate: ticket.createddateutc,
    activities,
  }
}

/** The result columns of `activityColumns` (a history entry and its author's icon). */
export const activityRow = {
  id: ticketActivities.activityid,
  ticketid: ticketActivities.ticketid,
  activityid: ticketActivities.activitytypeid,
  applicationid: ticketActivities.applicationid,
  description: ticketActivities.description,
  createdby: ticketActivities.createdby,
  createddateutc: ticketActivities.createddate,
  profileicon: users.profileicon,
}
export type ActivityRow = RowOf<typeof activityRow>

export const activityColumns = sql.raw(`a.activityid AS id, a.ticketid, a.activitytypeid AS activityid,
  a.applicationid, a.description, a.createdby, a.createddate AS createddateutc, u.profileicon`)

export const toActivity = (row: ActivityRow): TicketActivity => ({
  ...row,
  createddateutc: new Date(row.createddateutc ?? 0).toISOString(),
})
