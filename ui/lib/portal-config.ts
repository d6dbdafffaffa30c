import { DEFAULT_PRODUCT_NAME, DEFAULT_PROVIDER_NAME, VERSION } from "../../core/domain/constants.ts"

/** Public configuration served by GET /v1/config. */
export interface PortalConfig {
  readonly productName: string
  readonly providerName: string
  readonly supportPhone: string
  readonly version: string
  /** Feature flag `irPhonesFlag` (default off): the contact confirmation prompt. */
  readonly irPhonesFlag: boolean
  /** The phone input's IP-to-country lookup URL; null when off (the default). */
  readonly countryLookupUrl: string | null
  /** The support chat frame's page (the built-in `/support-chat` unless configured). */
  readonly chatUrl: string
  /** External user-menu pages; null hides the entry. */
  readonly referralRewardsUrl: string | null
  readonly eolDatabaseUrl: string | null
}

export const DEFAULT_CONFIG: PortalConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  providerName: DEFAULT_PROVIDER_NAME,
  supportPhone: "",
  version: VERSION,
  irPhonesFlag: false,
  countryLookupUrl: null,
  chatUrl: "/support-chat",
  referralRewardsUrl: null,
  eolDatabaseUrl: null,
}

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.length > 0 ? value : fallback

/** An external page's address: only an absolute http(s) URL is linked. */
const externalUrl = (value: unknown): string | null =>
  typeof value === "string" && /^https?:\/\//.test(value) ? value : null

/**
 * Loads the public configuration once at start. It runs before the runtime exists (the login route
 * must not pull in the API client), so it is a plain fetch; on failure the defaults apply.
 */
export const loadConfig = async (): Promise<PortalConfig> => {
  try {
    const response = await fetch("/v1/config", { credentials: "include" })
    if (!response.ok) return DEFAULT_CONFIG
    const body: Record<string, unknown> = await response.json()
    return {
      productName: text(body.productName, DEFAULT_CONFIG.productName),
      providerName: text(body.providerName, DEFAULT_CONFIG.providerName),
      supportPhone: text(body.supportPhone, DEFAULT_CONFIG.supportPhone),
      version: text(body.version, DEFAULT_CONFIG.version),
      irPhonesFlag: body.irPhonesFlag === true,
      countryLookupUrl: typeof body.countryLookupUrl === "string" ? body.countryLookupUrl : null,
      chatUrl: text(body.chatUrl, DEFAULT_CONFIG.chatUrl),
      referralRewardsUrl: externalUrl(body.referralRewardsUrl),
      eolDatabaseUrl: externalUrl(body.eolDatabaseUrl),
    }
  } catch {
    return DEFAULT_CONFIG
  }
}
