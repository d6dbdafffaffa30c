import EmailReplyParser from "email-reply-parser"
import { type HeaderValue, type ParsedMail, simpleParser } from "mailparser"
import { automaticReason, replyTokenOf } from "../../../core/domain/mail/reply-address.ts"
import type { Reply } from "./reply-comment.ts"

/** A header as text (mailparser gives structured values for some). */
const headerText = (value: HeaderValue | undefined): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value === "string") return value
  if (Array.isArray(value)) return value.join(", ")
  if (value instanceof Date) return value.toISOString()
  return "value" in value && typeof value.value === "string" ? value.value : undefined
}

/** The person's own words: quoted history ("On ... wrote:", "> ...") and the signature go. */
export const replyText = (text: string): string => new EmailReplyParser().parseReply(text).trim()

/** Files a person attached (not the inline images of a signature or an HTML body). */
const filesOf = (parsed: ParsedMail) =>
  parsed.attachments
    .filter((a) => a.contentDisposition === "attachment" || (a.filename !== undefined && !a.related))
    .map((a) => ({ name: a.filename ?? "attachment", bytes: new Uint8Array(a.content) }))

/**
 * Reads one message for the reply address it was sent to: a `Reply`, or the reason it is no
 * person's reply (a bounce, an auto-reply, no From, not a reply address of `domain`).
 */
export const parseReply = async (
  raw: Buffer,
  envelope: { readonly from: string; readonly to: string },
  domain: string,
): Promise<Reply | { readonly dropped: string }> => {
  const token = replyTokenOf(envelope.to, domain)
  if (token === undefined) return { dropped: "not a reply address" }
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true })
  const h = parsed.headers
  const automatic = automaticReason({
    envelopeFrom: envelope.from,
    autoSubmitted: headerText(h.get("auto-submitted")),
    precedence: headerText(h.get("precedence")),
    xAutoreply: headerText(h.get("x-autoreply")),
    contentType: headerText(h.get("content-type")),
  })
  if (automatic !== undefined) return { dropped: automatic }
  const from = parsed.from?.value[0]?.address
  if (from === undefined || parsed.from!.value.length !== 1) return { dropped: "no single From address" }
  return { token, from, text: replyText(parsed.text ?? ""), files: filesOf(parsed) }
}
