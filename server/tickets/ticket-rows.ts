import { sql } from "drizzle-orm"
import type { Ticket, TicketActivity, TicketDetail } from "../../core/schema/ticket.ts"
import type { TicketCatalogue } from "../../core/schema/ticket-catalogue.ts"
import { computed, type RowOf } from "../db/rows.ts"
import { companies, locations, ticketActivities, tickets, users } from "../db/schema.ts"
import { type CatalogueRow, catalogueRow, toCatalogue } from "./ticket-catalogue.sql.ts"
import { isoOrNull, type Stamp } from "../lists/rows.ts"

/**
 * The result columns of `ticketColumns` (ticket-list.sql.ts) for `queryRows`: the definitions'
 * columns; dates as the drivers give them (Date or text), the LEFT JOINed location's name nullable.
 */
export const ticketRow = {
  ticketid: tickets.ticketid,
  customerreferenceid: tickets.customerreferenceid,
  agreementid: tickets.agreementid,
  customername: companies.companyname,
  locationid: tickets.locationid,
  locationname: computed<string | null>(),
  locationaddress1: locations.locationaddress1,
  locationaddress2: locations.locationaddress2,
  locationcity: locations.locationcity,
  locationstate: locations.locationstate,
  locationzipcode: locations.locationzipcode,
  locationcountry: locations.locationcountry,
  equipment: tickets.equipment,
  modelnumber: tickets.modelnumber,
  equipmentpartnumber: tickets.equipmentpartnumber,
  serialnumber: tickets.serialnumber,
  problem: tickets.problem,
  solution: tickets.solution,
  contactname: tickets.contactname,
  createddateutc: computed<Stamp>(),
  completeddateutc: computed<Stamp>(),
  modifieddateutc: computed<Stamp>(),
  ticketstatus: tickets.ticketstatus,
  severitylevel: tickets.severitylevel,
  scheduledpagetime: computed<Stamp>(),
  employeename: tickets.employeename,
  employeetitle: tickets.employeetitle,
  profileicon: tickets.employeeprofileicon,
  latestactivitydescription: tickets.latestactivitydescription,
  latestactivitydate: computed<Stamp>(),
}
export type TicketRow = RowOf<typeof ticketRow>

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

/** A spreadsheet row: the listed ticket, its agreement's name and its catalogue. */
export type ExportTicket = Ticket & TicketCatalogue & { readonly agreementname: string | null }

/** A row of `ticketsByIdSql`, as the export's JSON batch carries it. */
export type ExportRow = TicketRow & CatalogueRow & { agreementname: string | null }

export const toExportTicket = (row: ExportRow): ExportTicket => ({
  ...toTicket(row),
  ...toCatalogue(row),
  agreementname: row.agreementname,
})

/** The detail's result columns: the listed ticket's, its catalogue's and the detail's own. */
export const detailRow = {
  ...ticketRow,
  ...catalogueRow,
  agreementname: computed<string | null>(),
  equipmentid: tickets.equipmentid,
  contactphone: tickets.contactphone,
  contactemail: tickets.contactemail,
  createdbyuserid: tickets.createdbyuserid,
}
export type DetailRow = RowOf<typeof detailRow>

export const toTicketDetail = (row: DetailRow, activities: ReadonlyArray<TicketActivity>): TicketDetail => {
  const ticket = toTicket(row)
  return {
    ...ticket,
    ...toCatalogue(row),
    agreementname: row.agreementname,
    equipmentid: row.equipmentid,
    contactphone: row.contactphone,
    contactemail: row.contactemail,
    createdbyuserid: row.createdbyuserid,
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

/**
 * The history of the ticket `t` (newest first) as one JSON array with `activityColumns`' names, or
 * null when it has none: read in the ticket's own statement. Timestamps arrive as ISO text with
 * their offset, which `toActivity` reads as it reads the drivers' own.
 */
export const activitiesJson = sql.raw(`(SELECT json_agg(json_build_object('id', a.activityid,
    'ticketid', a.ticketid, 'activityid', a.activitytypeid, 'applicationid', a.applicationid,
    'description', a.description, 'createdby', a.createdby, 'createddateutc', a.createddate,
    'profileicon', u.profileicon) ORDER BY a.createddate DESC, a.activityid DESC)
  FROM ticket_activities a LEFT JOIN users u ON u.userid = a.createdbyuserid WHERE a.ticketid = t.ticketid)`)

export const toActivity = (row: ActivityRow): TicketActivity => ({
  ...row,
  createddateutc: new Date(row.createddateutc ?? 0).toISOString(),
})
