import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { pageJsonObject } from "./page-json.ts"
import { BUILT_IN_CHAT_URL } from "../../core/domain/chat/built-in-chat.ts"
import { DEFAULT_PRODUCT_NAME, DEFAULT_PROVIDER_NAME, VERSION } from "../../core/domain/constants.ts"
import type { PublicConfig } from "../../core/schema/config.ts"
import { DEFAULT_REOPEN_DAYS } from "../../core/domain/tickets/reopen-days.ts"

/**
 * Public configuration served by GET /v1/config, as the UI holds it: the contract's `PublicConfig`
 * with every optional field filled in (the seed scale is for tools, not for screens). Derived from
 * the Schema's type, so a field added to the contract must be given a default and a reader here.
 */
export type PortalConfig = {
  readonly [K in Exclude<keyof PublicConfig, "seedScale">]-?: Exclude<PublicConfig[K], undefined>
}

export const DEFAULT_CONFIG: PortalConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  providerName: DEFAULT_PROVIDER_NAME,
  supportPhone: "",
  version: VERSION,
  irPhonesFlag: false,
  countryLookupUrl: null,
  chatUrl: BUILT_IN_CHAT_URL,
  referralRewardsUrl: null,
  eolDatabaseUrl: null,
  reopenDays: DEFAULT_REOPEN_DAYS,
}

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.length > 0 ? value : fallback

/** An external page's address: only an absolute http(s) URL is linked. */
const externalUrl = (value: unknown): string | null =>
  typeof value === "string" && /^https?:\/\//.test(value) ? value : null

/** The UI's configuration from GET /v1/config's answer (or the page's copy of it): defaults fill gaps. */
export const configFrom = (body: Record<string, unknown>): PortalConfig => ({
  productName: text(body.productName, DEFAULT_CONFIG.productName),
  providerName: text(body.providerName, DEFAULT_CONFIG.providerName),
  supportPhone: text(body.supportPhone, DEFAULT_CONFIG.supportPhone),
  version: text(body.version, DEFAULT_CONFIG.version),
  irPhonesFlag: body.irPhonesFlag === true,
  countryLookupUrl: typeof body.countryLookupUrl === "string" ? body.countryLookupUrl : null,
  chatUrl: text(body.chatUrl, DEFAULT_CONFIG.chatUrl),
  referralRewardsUrl: externalUrl(body.referralRewardsUrl),
  eolDatabaseUrl: externalUrl(body.eolDatabaseUrl),
  reopenDays:
    typeof body.reopenDays === "number" && body.reopenDays > 0 ? body.reopenDays : DEFAULT_REOPEN_DAYS,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The configuration the page came with (`server/http/page-config.ts`); null when it has none. */
export const pageConfig = (doc: Pick<Document, "getElementById">): PortalConfig | null => {
  const body = pageJsonObject(doc, BOOT_PAGE.configId)
  return body === null ? null : configFrom(body)
}

/**
 * Loads the public configuration once at start: the copy every page comes with, else (a page the
 * server did not make, such as the dev server's) GET /v1/config. It runs before the runtime exists
 * (the login route must not pull in the API client), so it is a plain fetch; on failure the
 * defaults apply.
 */
export const loadConfig = async (): Promise<PortalConfig> => {
  const fromPage = pageConfig(document)
  if (fromPage !== null) return fromPage
  try {
    const response = await fetch("/v1/config", { credentials: "include" })
    if (!response.ok) return DEFAULT_CONFIG
    const body: unknown = await response.json()
    return isRecord(body) ? configFrom(body) : DEFAULT_CONFIG
  } catch {
    return DEFAULT_CONFIG
  }
}
