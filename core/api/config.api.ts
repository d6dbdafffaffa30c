import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { PublicConfig } from "../schema/config.ts"

/**
 * Public configuration (no session): product name, provider name, support phone and version.
 * The spec says the support phone "is a configured value" without naming a call; this is ours.
 */
export class ConfigApi extends HttpApiGroup.make("config").add(
  HttpApiEndpoint.get("config", "/v1/config", { success: PublicConfig }),
) {}
