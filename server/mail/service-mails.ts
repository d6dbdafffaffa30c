import { link, render } from "./letter.ts"
import type { LinkTarget, MailBrand, OutgoingMail } from "./mail.types.ts"

/** Mails about the service: equipment change requests, notifications and interest in monitoring or integrations. */

export const changeRequestMail = (
  brand: MailBrand,
  to: string,
  subject: string,
  body: string,
): OutgoingMail => render(brand, { kind: "agreement-request", to, subject, paragraphs: body.split(/\n{2,}/) })

/** The confirm link of an email change, to the new address. */
export const notificationMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string },
  n: {
    readonly kind: string
    readonly subject: string
    readonly message: string
    readonly link: string | null
    /** The ticket's reply address for this recipient (issue 29): a reply becomes a comment. */
    readonly replyTo?: string | undefined
  },
): OutgoingMail => ({
  ...render(brand, {
    kind: n.kind,
    to: to.email,
    subject: n.subject,
    paragraphs: [
      `Hello ${to.name},`,
      n.message,
      ...(n.replyTo ? [replyHint] : []),
      "You receive this because you subscribed to it. Change your choice under Notification Settings in the portal's user menu.",
    ],
    ...(n.link ? { action: { label: "Open in the portal", ...link(target, n.link) } } : {}),
  }),
  replyTo: n.replyTo,
})

/** The line of a ticket notification that carries a reply address. */
export const replyHint = "Reply to this email to add a comment to the ticket; files you attach are added too."

/** Interest in monitoring or an integration (Apps + Integrations), mailed to the account team. */
export const interestMail = (
  brand: MailBrand,
  to: string,
  i: {
    readonly what: string
    readonly product: string
    readonly from: { readonly name: string; readonly email: string; readonly company: string }
    readonly message: string
  },
): OutgoingMail =>
  render(brand, {
    kind: "interest",
    to,
    subject: `${i.from.company} is interested in ${i.what}: ${i.product}`,
    paragraphs: [
      `${i.from.name} (${i.from.email}) of ${i.from.company} asked about ${i.what}: ${i.product}.`,
      ...(i.message.trim() ? [`Their note: ${i.message.trim()}`] : []),
      "Please get in touch with them.",
    ],
  })

/** The ask for a rating after a close (issue 28): a single-use link that needs no sign-in. */
export const ratingAskMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: string,
  ticket: { readonly ticketid: number; readonly title: string },
  token: string,
  validDays: number,
): OutgoingMail =>
  render(brand, {
    kind: "rating-ask",
    to,
    subject: `How did we do on Service Ticket #${ticket.ticketid}?`,
    paragraphs: [
      `Service Ticket #${ticket.ticketid} (${ticket.title}) was closed.`,
      "Please rate our service from 1 to 5, with a comment if you like. It takes a moment and needs no sign-in.",
      `The link below works once, for ${validDays} days.`,
    ],
    action: { label: "Rate this ticket", ...link(target, `/rate/${token}`) },
  })
