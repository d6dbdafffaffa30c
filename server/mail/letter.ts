import type { LinkTarget, MailBrand, OutgoingMail } from "./mail.types.ts"

/**
 * A letter and its rendering, shared by every mail the server sends (account-mails.ts,
 * service-mails.ts): plain text and HTML, signed with the product and provider names.
 */

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export interface Letter {
  readonly kind: string
  readonly to: string
  readonly subject: string
  /** Paragraphs of plain text. */
  readonly paragraphs: ReadonlyArray<string>
  /** A call to action: button text and absolute URL, with the path listed by the demo outbox. */
  readonly action?: { readonly label: string; readonly url: string; readonly path: string }
}

/** Renders a letter as plain text plus HTML, signed with the product and provider names. */
export const render = (brand: MailBrand, letter: Letter): OutgoingMail => {
  const signature = `${brand.productName} - ${brand.providerName}`
  const action = letter.action
  const text = [
    ...letter.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `-- \n${signature}`,
  ].join("\n\n")
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p style="color:#555">${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("\n")
  return {
    kind: letter.kind,
    to: letter.to,
    subject: `${brand.productName}: ${letter.subject}`,
    text,
    html,
    link: action?.path,
  }
}

/** A call to action's absolute URL on the portal, and the path the demo outbox lists. */
export const link = (target: LinkTarget, path: string) => ({ url: `${target.base}${path}`, path })
