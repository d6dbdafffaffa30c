import { describe, expect, it } from "vitest"
import { recordFailureKind, recordNotFoundView } from "./record-links.ts"

describe("recordFailureKind", () => {
  it.each([
    [404, "notFound"],
    [403, "notFound"],
    [400, "serverFailure"],
    [401, "serverFailure"],
    [429, "serverFailure"],
    [500, "serverFailure"],
    [503, "serverFailure"],
    [-1, "serverFailure"],
  ] as const)("status %s -> %s", (status, kind) => {
    expect(recordFailureKind(status)).toBe(kind)
  })
})

describe("recordNotFoundView", () => {
  it.each([
    ["equipment", 4, "Equipment not found", "Equipment 77 was not found.", "/equipment", "Back to Equipment"],
    [
      "ticket",
      4,
      "Service ticket not found",
      "Service ticket #77 was not found.",
      "/tickets",
      "Back to Service Tickets",
    ],
    ["user", 3, "User not found", "This user was not found.", "/users", "Back to Users"],
    ["user", 4, "User not found", "This user was not found.", "/dashboard", "Back to the dashboard"],
    ["user", null, "User not found", "This user was not found.", "/dashboard", "Back to the dashboard"],
  ] as const)("%s for role %s", (kind, role, title, lead, href, label) => {
    const view = recordNotFoundView(kind, 77, role)
    expect(view.title).toBe(title)
    expect(view.body.startsWith(lead)).toBe(true)
    expect(view.back).toEqual({ href, label })
  })
})
