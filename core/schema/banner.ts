import { Schema } from "effect"

/** Banner status; anything else shows as unknown. */
export const BannerStatus = Schema.String
export const Banner = Schema.Struct({
  id: Schema.Finite,
  active: Schema.Boolean,
  message: Schema.String,
  status: BannerStatus,
  startDate: Schema.NullOr(Schema.String),
  endDate: Schema.NullOr(Schema.String),
})
export type Banner = typeof Banner.Type

/** Answers are wrapped in a field named `banner`; null when there is none. */
export const BannerResponse = Schema.Struct({ banner: Schema.NullOr(Banner) })
export type BannerResponse = typeof BannerResponse.Type
