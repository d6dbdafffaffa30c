import { canManageUser } from "./user-access.ts"
import { type Mismatch, safeFix, type UserExpectation } from "./user-check.ts"
import type { Person } from "./user-rank.ts"

/**
 * The plan of `portal users check --fix`: per row, what the safe fixes would change, shown before
 * the question so the user sees what they agree to, and the rows whose account the caller may not
 * change (the user rule of `user-access.ts`, which the server applies again).
 */

export interface PlannedChange {
  readonly field: "active" | "phone"
  readonly from: string
  readonly to: string
}

export interface PlannedFix {
  readonly line: number
  readonly userid: number
  readonly changes: ReadonlyArray<PlannedChange>
  /** The PATCH body of the fix. */
  readonly payload: { userActive?: boolean; phonenumber?: string | null }
  /** Why the caller may not apply it; undefined when it may. */
  readonly refusal?: string
}

/** The server's words for changing one's own activation (server/users/user-update.ts). */
export const OWN_ACTIVATION_REFUSAL = "Nobody can activate or deactivate their own account"
export const NOT_MANAGED_REFUSAL = "you do not manage this account"

const activeWord = (value: string) => (value === "true" ? "active" : "deactivated")

const changesOf = (payload: PlannedFix["payload"], mismatches: ReadonlyArray<Mismatch>) =>
  mismatches.flatMap((m): PlannedChange[] => {
    if (m.field === "active" && payload.userActive !== undefined)
      return [{ field: "active", from: activeWord(m.actual), to: activeWord(m.expected) }]
    if (m.field === "phone" && payload.phonenumber !== undefined)
      return [{ field: "phone", from: m.actual, to: payload.phonenumber ?? "none" }]
    return []
  })

/** The planned fix of one mismatched row, or null when none of its differences is safe to fix. */
export const planFix = (
  caller: Person,
  line: number,
  row: UserExpectation,
  target: Person,
  mismatches: ReadonlyArray<Mismatch>,
): PlannedFix | null => {
  const payload = safeFix(row, mismatches)
  if (payload === null) return null
  const self = caller.userid === target.userid
  const refusal =
    self && payload.userActive !== undefined
      ? OWN_ACTIVATION_REFUSAL
      : !self && !canManageUser(caller, target)
        ? NOT_MANAGED_REFUSAL
        : undefined
  return {
    line,
    userid: target.userid,
    changes: changesOf(payload, mismatches),
    payload,
    ...(refusal === undefined ? {} : { refusal }),
  }
}

/** One change as the plan table shows it: `active: deactivated -> active`. */
export const changeText = (c: PlannedChange): string => `${c.field}: ${c.from} -> ${c.to}`
