import type { CheckedAccount } from "../../../core/domain/users/user-check.ts"
import { type PlannedFix, planFix } from "../../../core/domain/users/user-check-plan.ts"
import type { Person } from "../../../core/domain/users/user-rank.ts"
import type { CliDeps } from "../command.types.ts"
import type { SignedIn } from "../shared/signed-in.ts"
import { saveThroughEditor } from "./users-write.command.ts"
import { pool } from "./users-check-lookup.ts"
import type { CheckResultRow } from "./users-check.report.ts"

/** What `--fix` would change, row by row (mismatched rows with a safe fix), and what it may not. */
export const planFixes = (
  caller: Person,
  rows: ReadonlyArray<CheckResultRow>,
  accounts: ReadonlyMap<number, CheckedAccount>,
): ReadonlyArray<PlannedFix> =>
  rows.flatMap((r) => {
    const target = accounts.get(r.row.line)
    if (r.outcome.status !== "mismatch" || target === undefined) return []
    const fix = planFix(caller, r.row.line, r.row, target, r.outcome.mismatches)
    return fix === null ? [] : [fix]
  })

/** The row's fix after its planned changes were saved: fixed, unless fields no fix may touch remain. */
const afterSave = (r: CheckResultRow): CheckResultRow["fix"] => {
  const rest =
    r.outcome.status === "mismatch"
      ? r.outcome.mismatches.filter((m) => !(m.field === "active" || m.field === "phone"))
      : []
  return rest.length === 0
    ? { status: "fixed" }
    : { status: "failed", reason: `${rest.map((m) => m.field).join(", ")} cannot be fixed here` }
}

/**
 * Applies the planned fixes the caller may apply through the user editor machine (`limit` at once);
 * the others are marked failed with their reason, unsent. Returns the rows and the requests sent.
 */
export const applyFixes = async (
  deps: CliDeps,
  session: SignedIn,
  rows: ReadonlyArray<CheckResultRow>,
  plan: ReadonlyArray<PlannedFix>,
  limit: number,
): Promise<{ readonly rows: ReadonlyArray<CheckResultRow>; readonly requests: number }> => {
  const out = [...rows]
  const index = new Map(rows.map((r, i) => [r.row.line, i]))
  const allowed = plan.filter((f) => f.refusal === undefined)
  for (const f of plan)
    if (f.refusal !== undefined)
      out[index.get(f.line)!] = { ...out[index.get(f.line)!]!, fix: { status: "failed", reason: f.refusal } }
  let done = 0
  await pool(allowed, limit, async (f) => {
    const i = index.get(f.line)!
    try {
      await saveThroughEditor(deps, session, { kind: "update", userid: f.userid, changes: f.payload })
      out[i] = { ...out[i]!, fix: afterSave(out[i]!) }
    } catch (error) {
      out[i] = { ...out[i]!, fix: { status: "failed", reason: (error as Error).message } }
    }
    deps.progress({ label: "Fixing accounts", done: ++done, total: allowed.length })
  })
  return { rows: out, requests: allowed.length }
}
