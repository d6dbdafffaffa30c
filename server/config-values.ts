import { isReplyDomain } from "../core/domain/mail/reply-address.ts"
import { DEFAULT_REFUSED_EXTENSIONS } from "../core/domain/tickets/attachments.ts"

/**
 * Readers of single environment values for `loadConfig` (config.ts): each trims, applies its
 * default when the value is unset or blank, and throws naming the variable when it is wrong.
 */

/** The trimmed value, or undefined when unset or blank. */
export const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== "" ? value.trim() : undefined

/** A comma-separated list of extensions (with or without the dot), lower-cased; `none` is empty. */
export const extensionList = (raw: string | undefined): ReadonlyArray<string> => {
  const text = nonEmpty(raw)
  if (text === undefined) return DEFAULT_REFUSED_EXTENSIONS
  if (text.toLowerCase() === "none") return []
  const list = text.split(",").map((part) => part.trim().replace(/^\./, "").toLowerCase())
  const bad = list.find((ext) => !/^[a-z0-9_-]+$/.test(ext))
  if (bad !== undefined)
    throw new Error(`PORTAL_REFUSED_EXTENSIONS: '${bad}' is not an extension (e.g. exe,msi,bat or none)`)
  return list
}

/** A number of seconds, 0 or more (0 turns the feature off). */
export const seconds = (name: string, raw: string | undefined, fallback: number): number => {
  const text = nonEmpty(raw)
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number of seconds (0 or more), got ${raw}`)
  return n
}

/** An optional external address: must be an absolute http(s) URL (https outside localhost). */
export const httpsUrl = (name: string, raw: string | undefined): string | undefined => {
  const text = nonEmpty(raw)
  if (text === undefined) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${name} must be an absolute https URL, got ${raw}`)
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1"
  if (url.protocol !== "https:" && !(local && url.protocol === "http:"))
    throw new Error(`${name} must be an https URL, got ${raw}`)
  return url.href
}

/** A whole number of at least 1, or the fallback when unset. */
export const positiveInt = (name: string, raw: string | undefined, fallback: number): number => {
  const text = nonEmpty(raw)
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of at least 1, got ${raw}`)
  return n
}

/** PORTAL_REPLY_DOMAIN and PORTAL_INBOUND_SMTP_PORT (replies by email): the listener needs the domain. */
export const replyConfig = (env: Record<string, string | undefined>) => {
  const replyDomain = nonEmpty(env.PORTAL_REPLY_DOMAIN)?.toLowerCase()
  if (replyDomain !== undefined && !isReplyDomain(replyDomain))
    throw new Error(
      `PORTAL_REPLY_DOMAIN must be a domain name such as reply.example.com, got ${env.PORTAL_REPLY_DOMAIN}`,
    )
  const portText = nonEmpty(env.PORTAL_INBOUND_SMTP_PORT)
  const inboundSmtpPort = portText === undefined ? undefined : Number(portText)
  if (
    inboundSmtpPort !== undefined &&
    (!Number.isInteger(inboundSmtpPort) || inboundSmtpPort < 0 || inboundSmtpPort > 65535)
  )
    throw new Error(`PORTAL_INBOUND_SMTP_PORT must be 0-65535, got ${env.PORTAL_INBOUND_SMTP_PORT}`)
  if (inboundSmtpPort !== undefined && replyDomain === undefined)
    throw new Error("PORTAL_INBOUND_SMTP_PORT needs PORTAL_REPLY_DOMAIN (the domain of the reply addresses)")
  return { replyDomain, inboundSmtpPort }
}
