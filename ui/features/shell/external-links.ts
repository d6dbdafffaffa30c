import type { PortalConfig } from "../../lib/portal-config.ts"

/** An external page of the user menu: its label and configured address. */
export interface ExternalLink {
  readonly label: string
  readonly href: string
}

/**
 * The user menu's external pages (spec section 2): Referral Rewards and EOL + EOSL Database. Their
 * addresses come from configuration (PORTAL_REFERRAL_REWARDS_URL, PORTAL_EOL_DATABASE_URL); an
 * entry whose address is not configured is left out.
 */
export const externalLinks = (config: Pick<PortalConfig, "referralRewardsUrl" | "eolDatabaseUrl">) =>
  [
    { label: "Referral Rewards", href: config.referralRewardsUrl },
    { label: "EOL + EOSL Database", href: config.eolDatabaseUrl },
  ].filter((l): l is ExternalLink => l.href !== null)
