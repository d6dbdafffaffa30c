import type { AreaDocs } from "./operation-doc.ts"
import { newTicketFilesOperationDocs } from "./operation-docs.files.ts"
import { savedViewOperationDocs } from "./operation-docs.views.ts"

/** Docs of the shell's data, tickets, documents, equipment and insights. */
export const recordsOperationDocs: AreaDocs<"shell" | "tickets" | "documents" | "equipment" | "insights"> = {
  "shell.user": {
    summary: "One user",
    description:
      "The user's record; the field-list parameter `s` chooses the fields answered (an unknown field is a 400 naming it).",
  },
  "shell.leftMenu": {
    summary: "Menu counts",
    description:
      "`TicketCounts`: the ticket counts shown in the left menu, within the caller's company scope.",
  },
  "shell.banner": {
    summary: "Current announcement",
    description: "The active announcement in the response field `banner`, or none.",
  },
  "shell.agreements": {
    summary: "Agreements",
    description:
      "The agreements in the caller's scope (`active=true`, columns agreementid, agreementname, active): `results`.",
  },
  "shell.agreement": {
    summary: "One agreement",
    description: "The agreement record with its sales rep and details (dates, terms, contacts, flags).",
  },
  "shell.contracts": {
    summary: "Agreement locations",
    description:
      "The locations of an agreement (`agreementid`) or of every agreement of an account (`salesforceaccountid`), optionally one `locationid`: `AgreementLocations` and `count` (page size 1000).",
  },
  "shell.salesforceAccounts": {
    summary: "Customer accounts",
    description:
      "`SalesforceAccounts`: the customer accounts staff and sales reps choose from with the account lookup.",
  },
  "shell.salesforceAgreements": {
    summary: "Agreements of an account",
    description: "`Agreements`: the agreements of one customer account.",
  },
  "tickets.list": {
    summary: "List tickets",
    description:
      "Service tickets with the list encoding (`os`, `pl`, `st`, `s`), filters (locationid, serialnumber, agreementid, contactname, ticketstatus, `calldate(btwn)` and `completeddate(btwn)` as `start:end`) and searches `field(*)`: `items` and `count`.",
  },
  "tickets.ticket": {
    summary: "One ticket",
    description:
      "The ticket with its details and history; another company's ticket answers 404 like a missing id.",
  },
  "tickets.create": {
    summary: "Create a ticket",
    description:
      "Raises a service ticket on an active agreement in scope, at one of its locations, optionally for a piece of equipment on both: `{ status, ticketid }`.",
  },
  "tickets.close": {
    summary: "Close a ticket",
    description:
      "Closes an open ticket with a `solution`: status C, completed date, a history entry and the TICKET_CLOSED notifications. 409 for a ticket that is not open.",
  },
  "tickets.customerClose": {
    summary: "Close a ticket as the customer",
    description:
      "The ticket's contact, creator or company admin closes an open ticket with a `reason` (resolved, notNeeded, other with `text`): status C, completed date, a history entry and the TICKET_CLOSED notifications. 403 for other callers, 409 for a ticket that is not open.",
  },
  "tickets.reopen": {
    summary: "Reopen a closed ticket",
    description:
      "The ticket's contact, creator or company admin reopens a ticket closed within the reopen period (PORTAL_REOPEN_DAYS, default 14 days) with a `comment`: status O, a history entry, and TICKET_CLOSED subscribers hear of it. 409 when it is not closed or the period ended.",
  },
  "tickets.contacts": {
    summary: "Ticket contacts",
    description: "`TicketContacts`: the contact names used on tickets in scope, for the contact filter.",
  },
  "tickets.comment": {
    summary: "Comment on a ticket",
    description:
      "Adds a comment to a ticket's activity (`comment, ticketid`, activity id 3, application id 1).",
  },
  "tickets.files": {
    summary: "Ticket attachments",
    description: "The files attached to a ticket.",
  },
  "tickets.upload": {
    summary: "Upload an attachment",
    description:
      "Raw bytes (`application/octet-stream`) named by `filename`, at most 10 MB and within the company's attachment quota (413 otherwise); 429 with Retry-After past the uploader's 60 files an hour.",
  },
  "tickets.attachmentNotification": {
    summary: "Announce new attachments",
    description: "Tells the ticket's followers that attachments were added (`ticketID`).",
  },
  "tickets.download": {
    summary: "Download a file",
    description: "Returns the named file (`{ filename }`) as a blob.",
  },
  "tickets.export": {
    summary: "Export tickets to Excel",
    description:
      "Builds `service-tickets.xlsx` from the list's filters and the browser time zone, without paging, and answers its download `url`. 429 with Retry-After while the caller's previous export runs, while the server prepares as many as it may, or past the caller's 10 exports an hour.",
  },
  "tickets.exportFile": {
    summary: "Download an export",
    description: "The spreadsheet an export built, for the same user only, for one hour.",
  },
  ...savedViewOperationDocs,
  ...newTicketFilesOperationDocs,
  "documents.document": {
    summary: "Document by id",
    description: "The document backend: an attachment by its document id, as a blob.",
  },
  "equipment.list": {
    summary: "List equipment",
    description:
      "Equipment in scope with the list encoding, filters and searches: `items` and `count`. Search page size 50, sorted by description ascending.",
  },
  "equipment.item": {
    summary: "One piece of equipment",
    description: "The equipment with its sales email, parent, tickets (newest first) and activity: `item`.",
  },
  "equipment.children": {
    summary: "Child equipment",
    description: "The equipment under a parent (`id`).",
  },
  "equipment.oem": {
    summary: "Manufacturers",
    description: "The manufacturers (OEM) of the equipment in scope, for the list's filter.",
  },
  "equipment.sla": {
    summary: "Response times",
    description: "The service-level response times of the equipment in scope, for the list's filter.",
  },
  "equipment.columns": {
    summary: "Equipment list columns",
    description: "The caller's chosen equipment list columns, or the defaults until a choice is saved.",
  },
  "equipment.saveColumns": {
    summary: "Save equipment list columns",
    description:
      "Saves the caller's equipment list columns (`{ columns }`); unknown names are refused (400).",
  },
  "equipment.sendEmail": {
    summary: "Change request or account team mail",
    description:
      "With `template: 'agreement-request'` mails an equipment change request to the agreement's sales representative; with `{ template }` alone mails the caller's account team.",
  },
  "insights.service": {
    summary: "Service insights",
    description:
      "`serviceInsights`: tickets open, opened and closed, completion times, weekly counts, by severity and status, top locations and models, and SLA figures for a `period`.",
  },
  "insights.equipment": {
    summary: "Equipment insights",
    description:
      "Equipment in service by coverage and contract type, and coverage ending within 30, 60 and 90 days.",
  },
  "insights.equipmentAddRemove": {
    summary: "Equipment added and removed",
    description: "Equipment added and removed in each month of the `period`.",
  },
  "insights.userLogins": {
    summary: "User sign-ins",
    description: "Sign-ins per week and active, inactive and deactivated users of the companies in scope.",
  },
  "insights.userTickets": {
    summary: "Tickets by user",
    description: "Tickets raised in the `period` per user who raised them in the portal, at most 25 rows.",
  },
}
