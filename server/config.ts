import { LIVE_LIMITS } from "../core/domain/live/live-events.ts"
import { resolve } from "node:path"
import { DEFAULT_PRODUCT_NAME, DEFAULT_PROVIDER_NAME, VERSION } from "../core/domain/constants.ts"
import { DEFAULT_REOPEN_DAYS } from "../core/domain/tickets/customer-close.ts"
import { loadOpsConfig, type OpsConfig } from "./ops/ops-config.ts"
import { extensionList, httpsUrl, nonEmpty, positiveInt, replyConfig, seconds } from "./config-values.ts"

/** Server settings read from the environment. Secrets (DATABASE_URL) are never logged. */
export interface ServerConfig extends OpsConfig {
  readonly port: number
  readonly dataDir: string
  /**
   * Where earlier versions kept attachment and export files (PORTAL_FILES_DIR, default
   * `<dataDir>-files`). Only read at start, to import files into the database (tickets/legacy-files.ts).
   */
  readonly legacyFilesDir: string
  readonly databaseUrl: string | undefined
  readonly productName: string
  readonly providerName: string
  readonly supportPhone: string
  readonly version: string
  /** Folder of the built UI (`vite build` output). */
  readonly uiDir: string
  /** Sign-ins one client address may try in 5 minutes (PORTAL_SIGN_INS_PER_ADDRESS, default 30). */
  readonly signInsPerAddress: number
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host are believed (PORTAL_TRUSTED_PROXIES, comma-separated
   * CIDRs such as `10.0.0.0/8`); empty trusts none. Gives the client address and https (HSTS, secure cookie).
   */
  readonly trustedProxies: ReadonlyArray<string>
  /**
   * PORTAL_CLIENT_LOG=1: pages carry the log-client attribute and send client events and failed
   * requests to `POST /v1/log/client`, stored in `client_log` (spec section 7). Off by default.
   */
  readonly clientLog: boolean
  /** Attachment bytes one company may store (PORTAL_ATTACHMENT_QUOTA_MB, default 2048 MB). */
  readonly attachmentQuotaBytes: number
  /**
   * Extensions of uploads refused with 415 (PORTAL_REFUSED_EXTENSIONS, comma-separated, replaces the
   * default list of executables and scripts, `DEFAULT_REFUSED_EXTENSIONS`; `none` refuses none).
   */
  readonly refusedExtensions: ReadonlyArray<string>
  /**
   * Days after its completed date a customer may reopen a closed ticket (PORTAL_REOPEN_DAYS,
   * default 14; issue 28).
   */
  readonly reopenDays: number
  /** Spreadsheet exports written at once by all processes on the database (PORTAL_EXPORTS_AT_ONCE, default 2); one per user. */
  readonly exportsAtOnce: number
  /**
   * SMTP server that outgoing mail is delivered to (PORTAL_SMTP_URL, e.g.
   * `smtp://user:pass@mail.example.com:587` or `smtps://...:465`); unset keeps mail in the outbox
   * only. It may hold a password: never logged.
   */
  readonly smtpUrl: string | undefined
  /**
   * Domain of the reply addresses of ticket notification mail (PORTAL_REPLY_DOMAIN, e.g.
   * `reply.example.com`, whose MX points at the inbound listener); unset: mail carries no reply address.
   */
  readonly replyDomain: string | undefined
  /**
   * Port of the inbound SMTP listener that turns replies into comments (PORTAL_INBOUND_SMTP_PORT);
   * unset: off. It needs PORTAL_REPLY_DOMAIN.
   */
  readonly inboundSmtpPort: number | undefined
  /** Sender of outgoing mail (PORTAL_MAIL_FROM, default `"<product>" <no-reply@localhost>`). */
  readonly mailFrom: string
  /** Base of the links in mail (PORTAL_PUBLIC_URL); unset: `http://localhost:<port listened on>`. */
  readonly publicUrl: string | undefined
  /**
   * Longest an impersonation session lives (PORTAL_IMPERSONATION_MINUTES, default 120); it ends
   * sooner when its staff member's sessions end (server/auth/end-sessions.ts).
   */
  readonly impersonationLifetimeMs: number
  /** Demo mode (PORTAL_DEMO=1; `npm start` turns it on): `GET /v1/dev/outbox` answers. */
  readonly demoMode: boolean
  /** First retry delay of a failed delivery; each later one doubles (tests shorten it). */
  readonly mailRetryMs: number
  /** How often delivery looks for mail written without a wake-up (tests shorten it). */
  readonly mailPollMs: number
  /** Live streams' heartbeat, also when a stream re-checks its session (tests shorten it). */
  readonly liveHeartbeatMs: number
  /**
   * Feature flag `irPhonesFlag` (PORTAL_IR_PHONES=1, default off): signed-in users whose phone
   * number is empty or does not start with '+' are asked to confirm their contact info.
   */
  readonly irPhonesFlag: boolean
  /**
   * IP-to-country lookup the phone input calls from the browser (PORTAL_COUNTRY_LOOKUP_URL, default
   * unset = off). It must answer JSON with a two-letter `country` or `country_code`, or the code as text.
   */
  readonly countryLookupUrl: string | undefined
  /**
   * The contact-centre page the support chat frame shows (PORTAL_CHAT_URL, https); unset: the
   * portal's built-in chat (issue 29), drawn in the page and answered in /admin. Its origin alone is allowed
   * in the CSP's frame-src.
   */
  readonly chatUrl: string | undefined
  /** Referral Rewards page (PORTAL_REFERRAL_REWARDS_URL); unset hides the menu entry. */
  readonly referralRewardsUrl: string | undefined
  /** EOL + EOSL Database page (PORTAL_EOL_DATABASE_URL); unset hides the menu entry. */
  readonly eolDatabaseUrl: string | undefined
  /**
   * How often the embedded database's tables are vacuumed and analyzed when they changed enough
   * (PORTAL_PGLITE_MAINTENANCE_SECONDS, default 300; 0 turns it off). PGlite has no autovacuum;
   * PostgreSQL by URL runs its own and ignores this.
   */
  readonly pgliteMaintenanceMs: number
}

export const repoRoot = resolve(new URL("..", import.meta.url).pathname)
export const portalVersion = VERSION

/** The default (legacy) files folder: a sibling of the database folder. */
export const filesDirBeside = (dataDir: string): string => `${dataDir.replace(/[\\/]+$/, "")}-files`

export const loadConfig = (env: Record<string, string | undefined>): ServerConfig => {
  const port = Number(nonEmpty(env.PORT) ?? "4310")
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`)
  const dataDir = nonEmpty(env.PORTAL_DATA_DIR) ?? resolve(repoRoot, ".data/pglite")
  return {
    ...loadOpsConfig(env),
    port,
    dataDir,
    legacyFilesDir: nonEmpty(env.PORTAL_FILES_DIR) ?? filesDirBeside(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    productName: nonEmpty(env.PORTAL_PRODUCT_NAME) ?? DEFAULT_PRODUCT_NAME,
    providerName: nonEmpty(env.PORTAL_PROVIDER_NAME) ?? DEFAULT_PROVIDER_NAME,
    supportPhone: nonEmpty(env.PORTAL_SUPPORT_PHONE) ?? "+1 313 555 0100",
    irPhonesFlag: nonEmpty(env.PORTAL_IR_PHONES) === "1",
    countryLookupUrl: nonEmpty(env.PORTAL_COUNTRY_LOOKUP_URL),
    version: portalVersion,
    uiDir: resolve(repoRoot, "dist/ui"),
    signInsPerAddress: positiveInt("PORTAL_SIGN_INS_PER_ADDRESS", env.PORTAL_SIGN_INS_PER_ADDRESS, 30),
    trustedProxies: (nonEmpty(env.PORTAL_TRUSTED_PROXIES) ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== ""),
    clientLog: nonEmpty(env.PORTAL_CLIENT_LOG) === "1",
    attachmentQuotaBytes:
      positiveInt("PORTAL_ATTACHMENT_QUOTA_MB", env.PORTAL_ATTACHMENT_QUOTA_MB, 2048) * 1024 * 1024,
    refusedExtensions: extensionList(env.PORTAL_REFUSED_EXTENSIONS),
    reopenDays: positiveInt("PORTAL_REOPEN_DAYS", env.PORTAL_REOPEN_DAYS, DEFAULT_REOPEN_DAYS),
    exportsAtOnce: positiveInt("PORTAL_EXPORTS_AT_ONCE", env.PORTAL_EXPORTS_AT_ONCE, 2),
    smtpUrl: nonEmpty(env.PORTAL_SMTP_URL),
    ...replyConfig(env),
    mailFrom:
      nonEmpty(env.PORTAL_MAIL_FROM) ??
      `"${(nonEmpty(env.PORTAL_PRODUCT_NAME) ?? DEFAULT_PRODUCT_NAME).replaceAll('"', "")}" <no-reply@localhost>`,
    publicUrl: nonEmpty(env.PORTAL_PUBLIC_URL)?.replace(/\/+$/, ""),
    impersonationLifetimeMs:
      positiveInt("PORTAL_IMPERSONATION_MINUTES", env.PORTAL_IMPERSONATION_MINUTES, 120) * 60 * 1000,
    demoMode: env.PORTAL_DEMO === "1",
    mailRetryMs: 30_000,
    mailPollMs: 5_000,
    liveHeartbeatMs: LIVE_LIMITS.heartbeatSeconds * 1_000,
    chatUrl: httpsUrl("PORTAL_CHAT_URL", env.PORTAL_CHAT_URL),
    referralRewardsUrl: httpsUrl("PORTAL_REFERRAL_REWARDS_URL", env.PORTAL_REFERRAL_REWARDS_URL),
    eolDatabaseUrl: httpsUrl("PORTAL_EOL_DATABASE_URL", env.PORTAL_EOL_DATABASE_URL),
    pgliteMaintenanceMs:
      seconds("PORTAL_PGLITE_MAINTENANCE_SECONDS", env.PORTAL_PGLITE_MAINTENANCE_SECONDS, 300) * 1000,
  }
}
