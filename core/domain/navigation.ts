/** Side navigation panel modes. */
export type PanelMode = "open" | "condensed"

/** Ticket counts shown beside Open and Closed. */
export interface TicketCounts {
  readonly open: number
  readonly closed: number
}

export const ZERO_COUNTS: TicketCounts = { open: 0, closed: 0 }

/** A new ticket raises the open count only when it was already non-zero (spec section 4). */
export const countAfterTicketCreated = (counts: TicketCounts): TicketCounts =>
  counts.open > 0 ? { ...counts, open: counts.open + 1 } : counts

/** A ticket staff closed leaves the open count for the closed one (issue 14). */
export const countAfterTicketClosed = (counts: TicketCounts): TicketCounts => ({
  open: Math.max(0, counts.open - 1),
  closed: counts.closed + 1,
})

/** Flips between open and condensed. */
export const togglePanelMode = (mode: PanelMode): PanelMode => (mode === "open" ? "condensed" : "open")

/** The fields of a navigation agreement the account team needs. */
export interface SalesAgreementRef {
  readonly agreementid: number
  readonly salesid: number | null
}

/** One agreement per distinct sales rep, in first-seen order; agreements without a rep are skipped. */
export const distinctSalesAgreements = (
  agreements: ReadonlyArray<SalesAgreementRef>,
): ReadonlyArray<SalesAgreementRef> => {
  const seen = new Set<number>()
  const out: Array<SalesAgreementRef> = []
  for (const agreement of agreements) {
    if (agreement.salesid == null || seen.has(agreement.salesid)) continue
    seen.add(agreement.salesid)
    out.push(agreement)
  }
  return out
}

/** The sales fields of an agreement looked up by id. */
export interface SalesFields {
  readonly salesid: number | null
  readonly salesfirstname: string | null
  readonly saleslastname: string | null
  readonly salesfullname: string | null
  readonly salestitle: string | null
  readonly salesemail: string | null
  readonly salesprofilepic: string | null
  readonly salesprofileicon: string | null
}

/** An account team member as the navigation shows it. */
export interface TeamMember {
  readonly salesid: number
  readonly salesfullname: string
  readonly salestitle: string
  readonly salesemail: string
  readonly salesprofilepic: string | null
  readonly salesprofileicon: string | null
}

/** Builds a team member from an agreement; null when the agreement has no rep. */
export const toTeamMember = (agreement: SalesFields): TeamMember | null => {
  if (agreement.salesid == null) return null
  const joined = [agreement.salesfirstname ?? "", agreement.saleslastname ?? ""].join(" ").trim()
  return {
    salesid: agreement.salesid,
    salesfullname: agreement.salesfullname ?? joined,
    salestitle: agreement.salestitle ?? "",
    salesemail: agreement.salesemail ?? "",
    salesprofilepic: agreement.salesprofilepic,
    salesprofileicon: agreement.salesprofileicon,
  }
}
