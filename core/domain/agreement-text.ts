import { PLACEHOLDERS } from "./tickets/placeholders.ts"

/**
 * An agreement as people name it: its name and number, "Full Maintenance 2026 (#3)". Without a name
 * the number still shows ("No Agreement Name (#3)"); without an agreement, "No Agreement". The
 * ticket detail, the filters, the spreadsheet export and `portal tickets show` all say it this way.
 */
export const agreementText = (
  agreementid: number | null | undefined,
  agreementname: string | null | undefined,
): string => {
  if (agreementid === null || agreementid === undefined) return PLACEHOLDERS.noAgreement
  return `${agreementname?.trim() || PLACEHOLDERS.noAgreementName} (#${agreementid})`
}
