import type { AccessRule } from "./access-rule.ts"
import { publicCall } from "./access-kinds.ts"

/**
 * Rows for the routes served beside the contract for operators (server/ops/ops-routes.ts): the load
 * balancer's probes answer anyone, without a session and outside every rate limit, and say nothing
 * about users or records. They are not contract endpoints (the UI and CLI never call them; like
 * `/openapi.json` they are plain routes), so the authorization matrix cannot reach them through the
 * contract: `server/ops/ops.handlers.test.ts` calls each as every demo role and as nobody.
 */
export const opsAccessRules: Readonly<Record<`GET /${string}`, AccessRule>> = {
  "GET /healthz": publicCall,
  "GET /readyz": publicCall,
}
