import type { AreaDocs } from "./operation-doc.ts"

/** Docs of the live event stream (issue 29). */
export const eventOperationDocs: AreaDocs<"events"> = {
  "events.stream": {
    summary: "Live updates",
    description:
      "A `text/event-stream` of what changes: `ticket.created`, `ticket.comment`, `ticket.file`, `ticket.status` (with `ticketid`) for tickets the caller may read, and `notification` for the caller's own new notifications. Events name the subject, never its text. A comment line every 20 s keeps it open; `Last-Event-ID` replays the events after it (at most 500); the stream ends with the session. 429 past 8 open streams per user.",
  },
}
