import { Schema } from "effect"

/** The scales the server's demo data can be seeded at (README: `PORTAL_SEED_SCALE`). */
export const SeedScale = Schema.Literals(["tiny", "demo", "large", "huge"]).annotate({
  identifier: "SeedScale",
  description:
    "Scale of the demo data: tiny (fast tests, the shipped QA flows), demo, large, huge (a million tickets).",
})
export type SeedScale = typeof SeedScale.Type

/** True for a known seed scale. */
export const isSeedScale = Schema.is(SeedScale)

/** Public settings of GET /v1/config: what the UI shows before and after sign-in. */
export const PublicConfig = Schema.Struct({
  productName: Schema.String,
  providerName: Schema.String,
  supportPhone: Schema.String,
  version: Schema.String,
  /** The scale the database was seeded at; null when it does not say (seeded before it was kept). */
  seedScale: Schema.NullOr(SeedScale),
  /** Feature flag `irPhonesFlag`: ask for a confirmed phone number (default off). */
  irPhonesFlag: Schema.optionalKey(Schema.Boolean),
  /** The phone input's IP-to-country lookup URL; absent when off (the default). */
  countryLookupUrl: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The support chat: the configured contact centre's page (framed), or BUILT_IN_CHAT_URL (the built-in chat). */
  chatUrl: Schema.String,
  /** External pages of the user menu; null hides the entry (not configured). */
  referralRewardsUrl: Schema.NullOr(Schema.String),
  eolDatabaseUrl: Schema.NullOr(Schema.String),
  /** Days after closing that a customer may reopen a ticket (issue 28); absent in older recordings: 14. */
  reopenDays: Schema.optionalKey(Schema.Finite),
})
export type PublicConfig = typeof PublicConfig.Type
