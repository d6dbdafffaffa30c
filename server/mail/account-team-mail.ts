import { render } from "./letter.ts"
import type { MailBrand, OutgoingMail } from "./mail.types.ts"

/** Who asks to be contacted, from their own account (never from the request). */
export interface AccountTeamRequester {
  readonly name: string
  readonly email: string
  readonly phone: string | null
  readonly company: string
}

/** A customer's request that their account team get in touch (POST /v1/sendemail, `{ template }` alone). */
export const accountTeamContactMail = (
  brand: MailBrand,
  to: string,
  from: AccountTeamRequester,
): OutgoingMail =>
  render(brand, {
    kind: "account-team",
    to,
    subject: `${from.name} of ${from.company} asks to be contacted`,
    paragraphs: [
      `${from.name} of ${from.company} asked their account team to contact them through the portal.`,
      `Email: ${from.email || "none on file"}. Phone: ${from.phone || "none on file"}.`,
      "Please get in touch with them.",
    ],
  })
