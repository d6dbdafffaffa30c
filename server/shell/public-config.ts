import type { PublicConfig } from "../../core/schema/config.ts"
import type { ServerConfig } from "../config.ts"
import { BUILT_IN_CHAT_URL } from "../../core/domain/chat/built-in-chat.ts"

/** GET /v1/config's answer but the seed scale (which the database holds): fixed for the process. */
export type ProcessConfig = Omit<PublicConfig, "seedScale">

/** The public settings of this process, as GET /v1/config and every page's first HTML carry them. */
export const processConfigOf = (c: ServerConfig): ProcessConfig => ({
  productName: c.productName,
  providerName: c.providerName,
  supportPhone: c.supportPhone,
  irPhonesFlag: c.irPhonesFlag,
  countryLookupUrl: c.countryLookupUrl ?? null,
  version: c.version,
  chatUrl: c.chatUrl ?? BUILT_IN_CHAT_URL,
  referralRewardsUrl: c.referralRewardsUrl ?? null,
  eolDatabaseUrl: c.eolDatabaseUrl ?? null,
  reopenDays: c.reopenDays,
})
