import { COMMENT_TEXT_MAX } from "../domain/tickets/activity-source.ts"
import { Schema } from "effect"
import { labelled, optionalEmail, optionalText, requiredText } from "./form-fields.ts"
import { Id } from "./id.ts"
import { LocationFields } from "./location.ts"
import { RequestText } from "./request-text.ts"
import { TicketCatalogue } from "./ticket-catalogue.ts"
import { TICKET_STATUS_CODES } from "../domain/tickets/status.ts"
import { CLOSE_REASONS, CUSTOMER_CLOSE_TEXT_MAX } from "../domain/tickets/customer-close.ts"

export const TicketStatusCode = Schema.Literals(TICKET_STATUS_CODES)
export type TicketStatusCode = typeof TicketStatusCode.Type

export const SeverityLevel = Schema.Literals([1, 2, 3])
export type SeverityLevel = typeof SeverityLevel.Type

const Text = Schema.NullOr(Schema.String)

/** A ticket as GET /v1/ticketdetails lists it (spec section 3); null where data may be missing. */
export const Ticket = Schema.Struct({
  ticketid: Schema.Finite,
  customerreferenceid: Text,
  agreementid: Schema.NullOr(Schema.Finite),
  customername: Text,
  locationid: Schema.NullOr(Schema.Finite),
  ...LocationFields,
  equipment: Text,
  modelnumber: Text,
  equipmentpartnumber: Text,
  serialnumber: Text,
  problem: Text,
  solution: Text,
  contactname: Text,
  createddateutc: Schema.String,
  completeddateutc: Text,
  modifieddateutc: Text,
  ticketstatus: TicketStatusCode,
  severitylevel: Schema.NullOr(SeverityLevel),
  scheduledpagetime: Text,
  employeename: Text,
  employeetitle: Text,
  profileicon: Text,
  latestactivitydescription: Text,
  latestactivitydate: Text,
})
export type Ticket = typeof Ticket.Type

/** GET /v1/ticketdetails answer. */
export const TicketList = Schema.Struct({ items: Schema.Array(Ticket), count: Schema.Finite })
export type TicketList = typeof TicketList.Type

/** An entry of a ticket's activity history; comments have activityid 3. */
export const TicketActivity = Schema.Struct({
  id: Schema.Finite,
  ticketid: Schema.Finite,
  activityid: Schema.Finite,
  applicationid: Schema.NullOr(Schema.Finite),
  description: Schema.String,
  createdby: Text,
  createddateutc: Schema.String,
  profileicon: Text,
})
export type TicketActivity = typeof TicketActivity.Type

/**
 * GET /v1/ticket/:ticketid item: the list fields plus the agreement's name (shown with its number),
 * contact and equipment details, the wider catalogue and the history.
 */
export const TicketDetail = Schema.Struct({
  ...Ticket.fields,
  ...TicketCatalogue.fields,
  agreementname: Text,
  equipmentid: Schema.NullOr(Schema.Finite),
  contactphone: Text,
  contactemail: Text,
  calldate: Text,
  /** Who raised it (issue 28: the creator may close and reopen it); absent in older recordings. */
  createdbyuserid: Schema.optionalKey(Schema.NullOr(Schema.Finite)),
  activities: Schema.optionalKey(Schema.Array(TicketActivity)),
})
export type TicketDetail = typeof TicketDetail.Type

export const TicketItem = Schema.Struct({ status: Schema.String, item: TicketDetail })
export type TicketItem = typeof TicketItem.Type

/** GET /v1/ticketcontacts: contact names. */
export const TicketContacts = Schema.Struct({ TicketContacts: Schema.Array(Schema.String) })
export type TicketContacts = typeof TicketContacts.Type

/**
 * POST /v1/ticket body. Its labels, limits and checks are the new-ticket form's (spec section 5):
 * the form reads them with `fieldRulesOf(NewTicket)`.
 */
export const NewTicket = Schema.Struct({
  agreementid: labelled("Agreement", Id),
  locationid: labelled("Location", Id),
  equipmentid: labelled("Equipment", Schema.optionalKey(Schema.NullOr(Id))),
  problem: requiredText("Problem", 2000),
  severitylevel: labelled("Severity", Schema.optionalKey(Schema.NullOr(SeverityLevel))),
  contactname: requiredText("Contact Name", 100),
  contactphone: labelled("Contact Phone", Schema.optionalKey(Schema.NullOr(RequestText))),
  contactemail: optionalEmail("Contact Email"),
  customerreferenceid: optionalText("Customer Reference ID", 50),
})
export type NewTicket = typeof NewTicket.Type

/** POST /v1/ticket answer: the new ticket's id. */
export const NewTicketResult = Schema.Struct({ status: Schema.String, ticketid: Schema.Finite })
export type NewTicketResult = typeof NewTicketResult.Type

/** POST /v1/activity/tickets body; the comment form reads its rules with `fieldRulesOf`. */
export const CommentPayload = Schema.Struct({
  comment: requiredText("Comment", COMMENT_TEXT_MAX),
  ticketid: Id,
  activityid: Schema.Literal(3),
  applicationid: Schema.Literal(1),
})
export type CommentPayload = typeof CommentPayload.Type

/** POST /v1/activity/tickets answer: the stored entry. */
export const CommentResult = Schema.Struct({ status: Schema.String, item: TicketActivity })
export type CommentResult = typeof CommentResult.Type

/**
 * POST /v1/ticket/:ticketid/close body (provider staff only): the solution the customer reads on
 * the closed ticket. The close dialog and the CLI read its label and limit from here.
 */
export const CloseTicket = Schema.Struct({ solution: requiredText("Solution", 4000) })
export type CloseTicket = typeof CloseTicket.Type

/** GET /v1/excel/tickets answer: where to download the spreadsheet. */
export const ExcelExport = Schema.Struct({ url: Schema.String })
export type ExcelExport = typeof ExcelExport.Type

/**
 * POST /v1/ticket/:ticketid/customerclose body (issue 28): the customer's reason, and its text
 * (required for 'other'; the server answers 400 naming `text` without it).
 */
export const CustomerCloseTicket = Schema.Struct({
  reason: labelled("Reason", Schema.Literals(CLOSE_REASONS)),
  text: optionalText("Details", CUSTOMER_CLOSE_TEXT_MAX),
})
export type CustomerCloseTicket = typeof CustomerCloseTicket.Type

/** POST /v1/ticket/:ticketid/reopen body: why the ticket needs work again (a timeline entry). */
export const ReopenTicket = Schema.Struct({ comment: requiredText("Comment", CUSTOMER_CLOSE_TEXT_MAX) })
export type ReopenTicket = typeof ReopenTicket.Type
