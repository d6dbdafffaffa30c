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
}

export const DEFAULT_CONFIG: PortalConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  providerName: DEFAULT_PROVIDER_NAME,
  supportPhone: "",
  version: VERSION,
  irPhonesFlag: false,
  countryLookupUrl: null,
}

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value.length > 0 ? value : fallback

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
    }
  } catch {
    return DEFAULT_CONFIG
  }
}
