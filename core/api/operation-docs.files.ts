import type { AreaDocs } from "./operation-doc.ts"

/** Docs of a new ticket with its files (issue 28), part of the records area's docs. */
export const newTicketFilesOperationDocs: Pick<AreaDocs<"tickets">, "tickets.createWithFiles"> = {
  "tickets.createWithFiles": {
    summary: "Create a ticket with files",
    description:
      "multipart/form-data: the ticket's fields as JSON in the part `ticket`, then up to 10 parts `files`, each under the attachment rules (10 MB, refused types, the company's quota). Each file counts against the uploader's 60 files an hour (429 with Retry-After past it). One transaction: a file that fails (400, 413 or 415 naming it) or a 429 creates nothing. `{ status, ticketid }`.",
  },
}
