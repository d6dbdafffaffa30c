import type { RouteParams } from "../../core/domain/routes.ts"
import type { PortalConfig } from "./portal-config.ts"

/** What every screen receives: the route's params, its navigation title and the configuration. */
export interface ScreenProps {
  readonly params: RouteParams
  readonly title: string
  readonly config: PortalConfig
}
