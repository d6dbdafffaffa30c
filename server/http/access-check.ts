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
  /** Names of its path parameters and of its payload's fields (every content type). */
  readonly fields: ReadonlyArray<string>
}

interface Fields {
  readonly ast?: { readonly propertySignatures?: ReadonlyArray<{ readonly name: PropertyKey }> }
}
const fieldNames = (schema: unknown): ReadonlyArray<string> =>
  ((schema as Fields | undefined)?.ast?.propertySignatures ?? []).map((p) => String(p.name))
const payloadFields = (payload: unknown): ReadonlyArray<string> =>
  payload instanceof Map
    ? [...payload.values()].flatMap((v: { schemas?: ReadonlyArray<unknown> }) =>
        (v.schemas ?? [v]).flatMap(fieldNames),
      )
    : []

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
        fields: [...fieldNames(endpoint.params), ...payloadFields(endpoint.payload)],
      })
    },
  })
  return found
}

/**
 * Where the access table and the contract disagree: an endpoint without a row, a row without an
 * endpoint, a `session` that differs from the contract's Authentication middleware, or an endpoint
 * that names a user without a `userAction` (or the reverse). Empty when they agree; the server
 * refuses to start otherwise.
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
    if (rule !== undefined && takesUserId(e) !== (rule.userAction !== undefined))
      problems.push(
        `${e.key} ${takesUserId(e) ? "names a user but its rule declares no userAction" : "declares a userAction but names no user"}`,
      )
  }
  const keys = new Set(endpoints.map((e) => e.key))
  for (const key of Object.keys(accessRules))
    if (!keys.has(key)) problems.push(`${key} has an access rule but no endpoint in the contract`)
  return problems
}

/** Paths whose `:id` names something else than a user: an agreement, a customer account, a company. */
const NOT_USER_IDS = ["/v1/agreement/:id", "/v1/salesforceaccounts/:id/", "/v1/company/:id"]

/**
 * Paths that name a user as a ticket's watcher (issue 28), not as an account to act on: the account
 * rule would let a ticket's creator add no colleague at all. The watcher rule
 * (core/domain/tickets/watchers.ts) decides there, within the ticket's company scope (404 outside
 * it, like every ticket call), and the matrix probes them as ticket calls (authz-watcher-probes.ts).
 */
const WATCHER_PATHS = ["/v1/ticket/:ticketid/watchers"]

/**
 * True when the endpoint names a user: a path parameter or payload field `userId` (any case, with or
 * without `_`), or a path `:id` anywhere but under the resources of `NOT_USER_IDS`. Fails closed: a
 * new `:id` path counts as a user's until it is listed there.
 */
export const takesUserId = (e: ContractEndpoint): boolean =>
  !WATCHER_PATHS.some((prefix) => e.path.startsWith(prefix)) &&
  (e.fields.some((f) => /^user_?id$/i.test(f)) ||
    (e.path.includes("/:id") && !NOT_USER_IDS.some((prefix) => e.path.startsWith(prefix))))
