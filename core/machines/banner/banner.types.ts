import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Banner } from "../../schema/banner.ts"

/** What the banner load returns: the active banner (or null) and the stored dismissal. */
export interface BannerLoad {
  readonly banner: Banner | null
  /** Value stored under `dismissedBanner` (encoded message), null when none. */
  readonly dismissed: string | null
}

/** Failures of GET /v1/banner. */
export type BannerFailure = EndpointFailure<"shell", "banner">

export interface BannerContext {
  readonly banner: Banner | null
  readonly dismissed: string | null
  /** Failure of GET /v1/banner, passed on to the host (spec section 8). */
  readonly error: BannerFailure | null
}

export type BannerEvent = { readonly type: "banner.dismiss" } | { readonly type: "banner.refresh" }

export type { Banner }
