import {
  bigint,
  boolean,
  char,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core"
import type { TicketStatusCode } from "../../core/domain/tickets/status.ts"
import { bytea, ts } from "./columns.ts"

/** Tickets, their history, files and exports, and the search documents (0001-0007, 0011, 0029). */
export const tickets = pgTable("tickets", {
  ticketid: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyid: integer().notNull(),
  customerreferenceid: text(),
  agreementid: integer(),
  locationid: integer(),
  equipmentid: integer(),
  equipment: text(),
  modelnumber: text(),
  equipmentpartnumber: text(),
  serialnumber: text(),
  problem: text(),
  solution: text(),
  contactname: text(),
  contactphone: text(),
  contactemail: text(),
  tickettype: text(),
  purchaseorder: text(),
  createddateutc: ts("createddateutc").notNull(),
  completeddateutc: ts("completeddateutc"),
  modifieddateutc: ts("modifieddateutc").notNull(),
  ticketstatus: char({ length: 1 }).$type<TicketStatusCode>().notNull(),
  severitylevel: smallint(),
  scheduledpagetime: ts("scheduledpagetime"),
  employeename: text(),
  employeetitle: text(),
  employeeprofileicon: text(),
  latestactivitydescription: text(),
  latestactivitydate: ts("latestactivitydate"),
  createdbyuserid: integer(),
  /** First activity after the creating one, kept by a trigger (migration 0011). */
  firstresponsedate: ts("firstresponsedate"),
  // The wider catalogue (migration 0029; core/domain/tickets/catalogue-fields.ts). `numeric` is
  // read as text by the drivers: the select list casts money and hours to float8.
  acknowledgeddateutc: ts("acknowledgeddateutc"),
  startdateutc: ts("startdateutc"),
  closeddateutc: ts("closeddateutc"),
  responsetime: numeric({ precision: 6, scale: 2 }),
  escalated: boolean().notNull().default(false),
  repeatcall: boolean().notNull().default(false),
  onetrip: boolean().notNull().default(false),
  office: text(),
  drivetime: numeric({ precision: 6, scale: 2 }),
  hours: numeric({ precision: 6, scale: 2 }),
  freelabor: boolean().notNull().default(false),
  laborcost: numeric({ precision: 12, scale: 2 }),
  partscost: numeric({ precision: 12, scale: 2 }),
  freightcost: numeric({ precision: 12, scale: 2 }),
  taxcost: numeric({ precision: 12, scale: 2 }),
  totalcost: numeric({ precision: 12, scale: 2 }),
  contractnumber: text(),
  billingcontactname: text(),
  billingcontactphone: text(),
  billingcontactemail: text(),
  billingaddress: text(),
  emailcontact: boolean().notNull().default(false),
  emailaccountteam: boolean().notNull().default(false),
  monitoringdevice: text(),
  monitoringalert: text(),
  pagecountblack: integer(),
  pagecountcolor: integer(),
  notes: text(),
  reviewedby: text(),
  revieweddateutc: ts("revieweddateutc"),
  verifiedby: text(),
  verifieddateutc: ts("verifieddateutc"),
})

export const ticketActivities = pgTable("ticket_activities", {
  activityid: integer().primaryKey().generatedByDefaultAsIdentity(),
  ticketid: integer().notNull(),
  activitytypeid: integer().notNull().default(3),
  applicationid: integer().notNull().default(1),
  description: text().notNull(),
  createdby: text().notNull(),
  createdbyuserid: integer(),
  createddate: ts("createddate").notNull(),
})

/** A ticket's attachments; `content` holds the bytes (migration 0007). */
export const ticketFiles = pgTable("ticket_files", {
  fileid: text().primaryKey(),
  ticketid: integer().notNull(),
  fileName: text("file_name").notNull(),
  originalFilename: text("original_filename").notNull(),
  contentType: text("content_type").notNull(),
  size: integer().notNull(),
  uploadedbyuserid: integer().notNull(),
  uploadedby: text().notNull(),
  created: ts("created").notNull().defaultNow(),
  /** When the attachment mail went out. */
  notified: ts("notified"),
  content: bytea(),
})

/** Spreadsheet exports kept for download. */
export const ticketExports = pgTable("ticket_exports", {
  fileid: text().primaryKey(),
  userid: integer().notNull(),
  rowCount: integer("row_count").notNull(),
  created: ts("created").notNull().defaultNow(),
  /** Bytes of exports made before migration 0039; later ones are in `ticketExportParts`. */
  content: bytea(),
  inParts: boolean("in_parts").notNull().default(false),
  /** Set with `parts` when the last part is in: only then is the export served. */
  size: bigint({ mode: "number" }),
  parts: integer(),
  /** The export lease it is written under (export_leases.holder). */
  holder: uuid(),
})

/** An export's bytes in order, written as the spreadsheet writer produces them (migration 0039). */
export const ticketExportParts = pgTable(
  "ticket_export_parts",
  {
    fileid: text().notNull(),
    part: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileid, t.part] })],
)

/** One search document per ticket, kept by triggers (migration 0004). */
export const ticketSearch = pgTable("ticket_search", {
  ticketid: integer().primaryKey(),
  companyid: integer().notNull(),
  doc: text().notNull(),
})

/** Saved views of the ticket list (migration 0034): names unique per owner whatever their case. */
export const savedViews = pgTable("saved_views", {
  viewid: integer().primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  name: text().notNull(),
  /** The list's URL query without the page, canonical (core/domain/tickets/saved-views.ts). */
  query: text().notNull(),
  created: ts("created").notNull().defaultNow(),
  updated: ts("updated").notNull().defaultNow(),
})

/** Satisfaction asks and ratings (migration 0033): one row per close; the link's token as its SHA-256. */
export const ticketRatings = pgTable("ticket_ratings", {
  ratingid: integer().primaryKey().generatedByDefaultAsIdentity(),
  ticketid: integer().notNull(),
  contactUserid: integer("contact_userid"),
  contactemail: text().notNull(),
  tokenHash: text("token_hash").notNull(),
  asked: ts("asked").notNull().defaultNow(),
  expires: ts("expires").notNull(),
  score: smallint(),
  comment: text(),
  rated: ts("rated"),
  ratedByUserid: integer("rated_by_userid"),
})
/** Watchers of a ticket (migration 0035): one row per ticket and user. */
export const ticketWatchers = pgTable(
  "ticket_watchers",
  {
    ticketid: integer().notNull(),
    userid: integer().notNull(),
    addedby: integer(),
    added: ts("added").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketid, t.userid] })],
)

/** Live update events (migration 0037): what changed, for streams and their Last-Event-ID catch-up. */
export const liveEvents = pgTable("live_events", {
  eventid: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text().notNull(),
  ticketid: integer(),
  companyid: integer().notNull(),
  userid: integer(),
  created: ts("created").notNull().defaultNow(),
  audience: text().notNull().default("company"),
  conversationid: integer(),
})

/** Open live streams (migration 0037), one row each, for the bound per user across processes. */
export const liveStreams = pgTable("live_streams", {
  streamid: text().primaryKey(),
  userid: integer().notNull(),
  expires: ts("expires").notNull(),
})
