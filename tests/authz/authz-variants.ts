import { sql } from "drizzle-orm"
import { ACCOUNT_TEAM_CONTACT_ROLES, ACCOUNT_TEAM_TEMPLATE } from "../../core/domain/account-team-contact.ts"
import type { AccessRule } from "../../server/http/access-rule.ts"
import { accessRules } from "../../server/http/access-rules.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

/**
 * A call that shares its endpoint (path and method) with another body and answers by a rule of its
 * own, which the handler enforces; the matrix runs it against every caller like an endpoint.
 */
export interface Variant {
  readonly endpoint: string
  readonly rule: AccessRule
  readonly probe: Probe
}

export const variants: ReadonlyArray<Variant> = [
  {
    // POST /v1/sendemail with { template } alone (README: "Contacting the account team"): the
    // caller's own account team, customers only.
    endpoint: "equipment.sendEmail#accountTeam",
    rule: { ...accessRules["equipment.sendEmail"], roles: ACCOUNT_TEAM_CONTACT_ROLES, scope: "own" },
    probe: {
      relations: ["own"],
      request: () => ({ method: "POST", path: "/v1/sendemail", json: { template: ACCOUNT_TEAM_TEMPLATE } }),
      footprint: ({ db }) => countRows(db, "outbox", sql`template = 'account-team'`),
    },
  },
]
