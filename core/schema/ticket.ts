import { Schema } from "effect"
import { LocationFields } from "./location.ts"
import {
  COMMENT_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CUSTOMER_REFERENCE_MAX_LENGTH,
  PROBLEM_MAX_LENGTH,
} from "../domain/tickets/new-ticket-form.ts"
import { isEmailValid, messages } from "../domain/validation/rules.ts"
import { RequestText, RowId } from "./request-text.ts"

export const TicketStatusCode = Schema.Literals(["O", "P", "C", "N"])
export type TicketStatusCode = typeof TicketStatusCode.Type

export const SeverityLevel = Schema.Literals([1, 2, 3])
export type SeverityLevel = typeof SeverityLevel.Type

const Text = Schema.NullOr(Schema.String)

/** A ticket as GET /v1/ticketdetails lists it (spec section 3); null where data may be missing. */
export const Ticket = Schema.Struct({
  ticketid: Schema.Number,
  customerreferenceid: Text,
  agreementid: Schema.NullOr(Schema.Number),
  customername: Text,
  locationid: Schema.NullOr(Schema.Number),
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
export const TicketList = Schema.Struct({ items: Schema.Array(Ticket), count: Schema.Number })
export type TicketList = typeof TicketList.Type

/** An entry of a ticket's activity history; comments have activityid 3. */
export const TicketActivity = Schema.Struct({
  id: Schema.Number,
  ticketid: Schema.Number,
  activityid: Schema.Number,
  applicationid: Schema.NullOr(Schema.Number),
  description: Schema.String,
  createdby: Text,
  createddateutc: Schema.String,
  profileicon: Text,
})
export type TicketActivity = typeof TicketActivity.Type

/** GET /v1/ticket/:ticketid item: the list fields plus contact and equipment details and the history. */
export const TicketDetail = Schema.Struct({
  ...Ticket.fields,
  equipmentid: Schema.NullOr(Schema.Number),
  contactphone: Text,
  contactemail: Text,
  calldate: Text,
  activities: Schema.optionalKey(Schema.Array(TicketActivity)),
})
export type TicketDetail = typeof TicketDetail.Type

export const TicketItem = Schema.Struct({ status: Schema.String, item: TicketDetail })
export type TicketItem = typeof TicketItem.Type

/** GET /v1/ticketcontacts: contact names. */
export const TicketContacts = Schema.Struct({ TicketContacts: Schema.Array(Schema.String) })
export type TicketContacts = typeof TicketContacts.Type

const requiredText = (label: string, max: number) =>
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required(label) }),
    Schema.isMaxLength(max, { message: messages.maxLength(label, max) }),
  )

/** POST /v1/ticket body; the same rules as the form (spec section 5). */
export const NewTicket = Schema.Struct({
  agreementid: RowId,
  locationid: RowId,
  equipmentid: Schema.optionalKey(Schema.NullOr(RowId)),
  problem: requiredText("Problem", PROBLEM_MAX_LENGTH),
  severitylevel: Schema.optionalKey(Schema.NullOr(SeverityLevel)),
  contactname: requiredText("Contact Name", CONTACT_NAME_MAX_LENGTH),
  contactphone: Schema.optionalKey(Schema.NullOr(RequestText)),
  contactemail: Schema.optionalKey(
    Schema.NullOr(
      RequestText.check(Schema.makeFilter<string>((value) => isEmailValid(value) || messages.email())),
    ),
  ),
  customerreferenceid: Schema.optionalKey(
    Schema.NullOr(
      RequestText.check(
        Schema.isMaxLength(CUSTOMER_REFERENCE_MAX_LENGTH, {
          message: messages.maxLength("Customer Reference ID", CUSTOMER_REFERENCE_MAX_LENGTH),
        }),
      ),
    ),
  ),
})
export type NewTicket = typeof NewTicket.Type

/** POST /v1/ticket answer: the new ticket's id. */
export const NewTicketResult = Schema.Struct({ status: Schema.String, ticketid: Schema.Number })
export type NewTicketResult = typeof NewTicketResult.Type

/** POST /v1/activity/tickets body. */
export const CommentPayload = Schema.Struct({
  comment: requiredText("Comment", COMMENT_MAX_LENGTH),
  ticketid: RowId,
  activityid: Schema.Literal(3),
  applicationid: Schema.Literal(1),
})
export type CommentPayload = typeof CommentPayload.Type

/** POST /v1/activity/tickets answer: the stored entry. */
export const CommentResult = Schema.Struct({ status: Schema.String, item: TicketActivity })
export type CommentResult = typeof CommentResult.Type

/** GET /v1/excel/tickets answer: where to download the spreadsheet. */
export const ExcelExport = Schema.Struct({ url: Schema.String })
export type ExcelExport = typeof ExcelExport.Type
