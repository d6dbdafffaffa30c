import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/** Service agreements, the locations they cover and the sales reps behind them (0001, 0010). */
export const salesReps = pgTable("sales_reps", {
  salesid: integer().primaryKey().generatedByDefaultAsIdentity(),
  firstname: text().notNull(),
  lastname: text().notNull(),
  title: text().notNull(),
  email: text().notNull(),
  photoUrl: text("photo_url"),
  userid: integer(),
})

export const agreements = pgTable("agreements", {
  agreementid: integer().primaryKey().generatedByDefaultAsIdentity(),
  agreementname: text().notNull(),
  active: boolean().notNull().default(true),
  contracttype: text().notNull(),
  companyid: integer().notNull(),
  salesid: integer(),
  createddate: ts("createddate").notNull().defaultNow(),
  commencementdate: ts("commencementdate"),
  expirationdate: ts("expirationdate"),
  /** The contract detail fields (migration 0010). */
  grouptagid: integer(),
  servicedate: ts("servicedate"),
  durationmonths: integer(),
  paymentterms: text(),
  invoicefrequency: text(),
  maincontact: jsonb(),
  billingcontact: jsonb(),
  taxstatus: text(),
  ponumber: text(),
  poexpiration: ts("poexpiration"),
  porequired: boolean().notNull().default(false),
  /** `numeric`: read as a string, exactly as stored. */
  blanketpoamount: numeric({ precision: 12, scale: 2 }),
  servicehold: boolean().notNull().default(false),
  notes: text(),
  billingnotes: text(),
  risklevel: text(),
  evergreen: boolean().notNull().default(false),
  renewalspecialist: text(),
  showpricing: boolean().notNull().default(true),
  /** The other billing-display flags (migration 0028). */
  showlaborrates: boolean().notNull().default(true),
  showpartsprices: boolean().notNull().default(true),
  showfreight: boolean().notNull().default(true),
  showtax: boolean().notNull().default(true),
  showtotals: boolean().notNull().default(true),
  showhours: boolean().notNull().default(true),
  showponumber: boolean().notNull().default(true),
})

export const locations = pgTable("locations", {
  locationid: integer().primaryKey().generatedByDefaultAsIdentity(),
  locationname: text().notNull(),
  locationaddress1: text(),
  locationaddress2: text(),
  locationcity: text(),
  locationstate: text(),
  locationzipcode: text(),
  locationcountry: text(),
  companyid: integer().notNull(),
  /** Migration 0029. */
  locationcounty: text(),
})

export const agreementLocations = pgTable(
  "agreement_locations",
  { agreementid: integer().notNull(), locationid: integer().notNull() },
  (t) => [primaryKey({ columns: [t.agreementid, t.locationid] })],
)
