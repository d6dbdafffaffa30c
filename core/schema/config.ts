import { Schema } from "effect"

/** Public settings of GET /v1/config: what the UI shows before and after sign-in. */
export const PublicConfig = Schema.Struct({
  productName: Schema.String,
  providerName: Schema.String,
  supportPhone: Schema.String,
  version: Schema.String,
})
export type PublicConfig = typeof PublicConfig.Type
