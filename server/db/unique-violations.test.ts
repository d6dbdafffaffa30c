import { describe, expect, it } from "vitest"
import { conflictOf, takenConflict, uniqueViolationOf } from "./unique-violations.ts"

const pgError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? "")), fields)

describe("uniqueViolationOf", () => {
  it.each([
    [
      "a pg error with its constraint",
      pgError({ code: "23505", constraint: "users_email_key" }),
      "users_email_key",
    ],
    [
      "wrapped by Drizzle",
      pgError({
        message: "Failed query",
        cause: pgError({ code: "23505", constraint: "users_username_key" }),
      }),
      "users_username_key",
    ],
    [
      "named only in the message",
      pgError({
        code: "23505",
        message: 'duplicate key value violates unique constraint "companies_name_key"',
      }),
      "companies_name_key",
    ],
    ["without a name", pgError({ code: "23505" }), ""],
    ["another error", pgError({ code: "23503", constraint: "users_roleid_fkey" }), undefined],
    ["not an error", "boom", undefined],
  ])("%s", (_, error, expected) => {
    expect(uniqueViolationOf(error)).toBe(expected)
  })
})

describe("conflictOf", () => {
  it.each([
    ["users_email_key", "email"],
    ["users_username_key", "username"],
    ["email_changes_pending_idx", "newEmail"],
    ["companies_name_key", "companyName"],
  ])("%s names %s", (index, field) => {
    expect(conflictOf(index)).toMatchObject({ _tag: "Conflict", field })
  })

  it("gives an unlisted index a sentence without a field", () => {
    const conflict = conflictOf("some_new_key")
    expect(conflict._tag).toBe("Conflict")
    expect(conflict.field).toBeUndefined()
    expect(conflict.message).not.toBe("")
  })

  it("is what the stores' own checks answer", () => {
    expect(takenConflict("users_email_key")).toEqual(conflictOf("users_email_key"))
  })
})
