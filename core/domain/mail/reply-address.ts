/**
 * Reply addresses of ticket notification mail (issue 29): `reply+<token>@<domain>`, one per ticket
 * and recipient. The token is 20 random bytes as 40 lower-case hex digits: relays may change the
 * case of a local part, so the token is read case-insensitively and needs no case to carry its bits.
 */

/** Days a reply address works after its mail was written (README: "Replies by email"). */
export const REPLY_TOKEN_DAYS = 30

/** The local part's prefix before the `+`. */
export const REPLY_PREFIX = "reply"

const TOKEN = /^[0-9a-f]{40}$/

/** A domain name as configured: labels of letters, digits and hyphens, at least one dot. */
export const isReplyDomain = (domain: string): boolean =>
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(domain)

/** The address a recipient replies to. */
export const replyAddress = (token: string, domain: string): string =>
  `${REPLY_PREFIX}+${token}@${domain.toLowerCase()}`

/**
 * The token of a well-formed reply address of `domain`, lower-cased; undefined for anything else
 * (another domain, another local part, a token of the wrong shape). The listener refuses those at RCPT.
 */
export const replyTokenOf = (address: string, domain: string): string | undefined => {
  const at = address.lastIndexOf("@")
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return undefined
  const local = address.slice(0, at).toLowerCase()
  if (!local.startsWith(`${REPLY_PREFIX}+`)) return undefined
  const token = local.slice(REPLY_PREFIX.length + 1)
  return TOKEN.test(token) ? token : undefined
}

/** What the headers of a message say about it, for `isAutomatic`. */
export interface MessageMarks {
  /** The envelope sender (MAIL FROM); empty for bounces. */
  readonly envelopeFrom: string
  readonly autoSubmitted?: string | undefined
  readonly precedence?: string | undefined
  readonly xAutoreply?: string | undefined
  /** The top content type, e.g. `multipart/report` for delivery reports. */
  readonly contentType?: string | undefined
}

/**
 * Why a message is not a person's reply, or undefined when it is: bounces (empty MAIL FROM, a
 * delivery report) and auto-replies (Auto-Submitted other than `no`, Precedence bulk, junk, list or
 * auto_reply, X-Autoreply) never become comments, so an out-of-office answer cannot loop.
 */
export const automaticReason = (marks: MessageMarks): string | undefined => {
  if (marks.envelopeFrom.trim() === "") return "bounce (empty sender)"
  if ((marks.contentType ?? "").toLowerCase().startsWith("multipart/report"))
    return "bounce (delivery report)"
  const auto = (marks.autoSubmitted ?? "").trim().toLowerCase()
  if (auto !== "" && auto !== "no") return "auto-reply (Auto-Submitted)"
  if (/^(bulk|junk|list|auto_reply)$/i.test((marks.precedence ?? "").trim())) return "auto-reply (Precedence)"
  if ((marks.xAutoreply ?? "").trim() !== "") return "auto-reply (X-Autoreply)"
  return undefined
}

/**
 * Largest reply the listener takes: one file at the upload limit in base64 (4/3 of its bytes, plus
 * line breaks) and the text at the request body limit. Each file is then checked like an upload.
 */
export const replyMailMaxBytes = (attachmentMaxBytes: number, bodyMaxBytes: number): number =>
  Math.ceil((attachmentMaxBytes * 4) / 3) + Math.ceil(attachmentMaxBytes / 57) * 2 + bodyMaxBytes
