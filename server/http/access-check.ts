import { HttpApi } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { Authentication } from "../../core/api/middleware.ts"
import { accessRuleOf, accessRules } from "./access-rules.ts"

/** One endpoint of the contract as the access table sees it. */
export interface ContractEndpoint {
  /** `group.endpoint`, the access table's key. */
  readonly key: string
  readonly method: string
  readonly path: string
  /** True when the contract puts the Authentication middleware on it. */
  readonly authenticated: boolean
}

/** Every endpoint of `PortalApi`, read from the contract itself. */
export const contractEndpoints = (): ReadonlyArray<ContractEndpoint> => {
  const found: ContractEndpoint[] = []
  HttpApi.reflect(PortalApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) => {
      found.push({
        key: `${group.identifier}.${endpoint.identifier}`,
        method: endpoint.method,
        path: endpoint.path,
        authenticated: [...middleware].some((m) => m.key === Authentication.key),
      })
    },
  })
  return found
}

/**
 * Where the access table and the contract disagree: an endpoint without a row, a row without an
 * endpoint, or a `session` that differs from the contract's Authentication middleware. Empty when
 * they agree; the server refuses to start otherwise.
 */
export const accessTableProblems = (endpoints = contractEndpoints()): ReadonlyArray<string> => {
  const problems: string[] = []
  for (const e of endpoints) {
    const rule = accessRuleOf(...(e.key.split(".") as [string, string]))
    if (rule === undefined) problems.push(`${e.key} (${e.method} ${e.path}) has no access rule`)
    else if ((rule.session === "required") !== e.authenticated)
      problems.push(
        `${e.key}: the access table says session ${rule.session}, the contract ${e.authenticated ? "requires" : "does not require"} one`,
      )
  }
  const keys = new Set(endpoints.map((e) => e.key))
  for (const key of Object.keys(accessRules))
    if (!keys.has(key)) problems.push(`${key} has an access rule but no endpoint in the contract`)
  return problems
}
