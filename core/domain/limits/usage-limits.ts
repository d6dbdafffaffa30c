import type { MailLimit } from "./mail-limits.ts"

/**
 * Work that costs the service storage or CPU is bounded per user, like mail to others
 * (`MAIL_LIMITS`): counted in the database every server process shares, past the bound 429 with
 * Retry-After and `mailLimitText`, which every face shows as is. Without these, one user could fill
 * the company's attachment quota or keep the export workers busy alone.
 */
const HOUR = 3600

export const USAGE_LIMITS = {
  /**
   * Files stored by upload, each file counted: `POST /v1/ticket/:ticketid/attachment` (one) and
   * `POST /v1/ticket/withfiles` (each of its files). A refused upload stores and counts nothing.
   */
  upload: { name: "upload", verb: "upload", what: "files", points: 60, windowSeconds: HOUR },
  /**
   * Ticket exports started (`GET /v1/excel/tickets`, admitted past the "one per user, a few at
   * once" leases): a large export takes seconds of CPU, so a user may start 10 an hour.
   */
  ticketExport: {
    name: "ticket-export",
    verb: "start",
    what: "ticket exports",
    points: 10,
    windowSeconds: HOUR,
  },
} as const satisfies Readonly<Record<string, MailLimit>>
