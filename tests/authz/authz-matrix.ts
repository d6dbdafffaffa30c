import { contractEndpoints } from "../../server/http/access-check.ts"
import type { AccessRule, EndpointKey } from "../../server/http/access-rule.ts"
import { accessRules, roleAllowed } from "../../server/http/access-rules.ts"
import { type Cell, caller as makeCaller, type MatrixCaller, type Relation } from "./authz-cells.ts"
import { type Probe, probes } from "./authz-probes.ts"
import { variants } from "./authz-variants.ts"
import type { MatrixSetup } from "./authz-setup.ts"
import { type UserTargetedKey, userProbes } from "./authz-user-probes.ts"

type ProbedKey = Exclude<EndpointKey, UserTargetedKey>

/** What a cell should answer: success, or the refusal the access table implies. */
export type Expected = "2xx" | 401 | 403 | 404

/** The outcome of one cell. A leak is a 2xx (or a write) the caller may not have. */
export interface CellResult {
  readonly endpoint: string
  readonly caller: string
  readonly relation: Relation
  readonly company: number
  readonly status: number
  readonly expected: Expected
  readonly verdict: "ok" | "leak" | "wrong status"
  readonly detail: string
}

/**
 * The answer the table's rule implies: 401 without a session where one is required, 403 for a
 * role the rule does not list, 404 for another company's record (scope `company`, lists excepted:
 * they answer only rows in scope) or another user's data (scope `own`). Calls that name a user are
 * the user grid's (authz-user-grid.ts), whose answers the user rule decides.
 */
export const expectedOf = (
  rule: AccessRule,
  probe: Probe,
  caller: MatrixCaller,
  relation: Relation,
  company: number,
): Expected => {
  if (caller.session === undefined) return rule.session === "required" ? 401 : "2xx"
  if (caller.roleid !== undefined && !roleAllowed(rule, caller.roleid)) return 403
  if (rule.scope === "company" && !probe.list && !caller.scope.has(company)) return 404
  if (rule.scope === "own" && relation === "other") return 404
  return "2xx"
}

const isSuccess = (status: number) => status >= 200 && status < 300

/** Runs one cell: the request, the leak checks on a 2xx, the footprint of a refused write. */
const runCell = async (
  setup: MatrixSetup,
  call: { readonly endpoint: string; readonly rule: AccessRule; readonly probe: Probe },
  caller: MatrixCaller,
  relation: Relation,
): Promise<CellResult> => {
  const { probe } = call
  const company = setup.companyFor(caller, relation)
  const session =
    probe.freshSession && caller.username ? await setup.server.signIn(caller.username) : caller.session
  const cell: Cell = {
    caller,
    relation,
    target: setup.targets.get(company)!,
    session,
    foreignExportId: setup.foreignExportId,
    db: setup.server.db,
    call: makeCaller(setup.server.url),
  }
  const expected = expectedOf(call.rule, probe, caller, relation, company)
  const before = expected !== "2xx" ? await probe.footprint?.(cell) : undefined
  const request = await probe.request(cell)
  const answer = await cell.call(request, session === undefined ? undefined : (request.session ?? session))
  const after = before !== undefined ? await probe.footprint?.(cell) : undefined
  const leaks: string[] = []
  if (isSuccess(answer.status) && expected !== "2xx")
    leaks.push(`answered ${answer.status} where ${expected} was due`)
  if (isSuccess(answer.status) && probe.leaks) leaks.push(...(await probe.leaks(answer.body, cell)))
  if (before !== after) leaks.push(`a refused write changed the database (${before} -> ${after})`)
  const rightStatus = expected === "2xx" ? isSuccess(answer.status) : answer.status === expected
  const detail =
    leaks.join("; ") ||
    (rightStatus ? "" : `answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`)
  const base = {
    endpoint: call.endpoint,
    caller: caller.label,
    relation,
    company,
    status: answer.status,
    expected,
  }
  return { ...base, verdict: leaks.length > 0 ? "leak" : rightStatus ? "ok" : "wrong status", detail }
}

/**
 * Every endpoint of the contract (read from it, not from the table) that names no user against
 * every caller, then the calls that share an endpoint under a rule of their own (authz-variants.ts);
 * the user grid runs the others.
 */
export const runMatrix = async (setup: MatrixSetup): Promise<ReadonlyArray<CellResult>> => {
  const results: CellResult[] = []
  for (const { key } of contractEndpoints()) {
    if (Object.hasOwn(userProbes, key)) continue
    const probe = probes[key as ProbedKey] as Probe | undefined
    if (probe === undefined) throw new Error(`${key} has no probe in tests/authz/authz-probes.ts`)
    const cell = { endpoint: key, rule: accessRules[key as ProbedKey], probe }
    for (const caller of setup.callers) {
      for (const relation of probe.relations ?? (["own", "other"] as const))
        results.push(await runCell(setup, cell, caller, relation))
      if (probe.endsEverySession && caller.username)
        caller.session = await setup.server.signIn(caller.username)
    }
  }
  for (const variant of variants)
    for (const caller of setup.callers)
      for (const relation of variant.probe.relations ?? (["own", "other"] as const))
        results.push(await runCell(setup, variant, caller, relation))
  return results
}
