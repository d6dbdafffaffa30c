import { describe, expect, it } from "vitest"
import { removedPlaceholder, restoreRemoved, SessionPseudonyms, sanitize, sanitizeStorage } from "./redact.ts"

describe("redaction", () => {
  it.each([
    ["password", true],
    ["newPassword", true],
    ["confirmPassword", true],
    ["password_confirmation", true],
    ["currentPassword", true],
    ["passwordExpired", false],
    ["username", false],
  ])("%s removed: %s", (key, removed) => {
    const result = sanitize({ [key]: "x", keep: 1 }, new SessionPseudonyms())
    expect(key in (result.value as object)).toBe(!removed)
    expect(result.removed).toEqual(removed ? [`/${key}`] : [])
  })

  it("removes nested password fields, leaves the input untouched and reports JSON Pointers", () => {
    const input = { user: { name: "a", password: "secret" }, list: [{ "new/password": 1, newPassword: "s" }] }
    const result = sanitize(input, new SessionPseudonyms())
    expect(result.value).toEqual({ user: { name: "a" }, list: [{ "new/password": 1 }] })
    expect(result.removed).toEqual(["/user/password", "/list/0/newPassword"])
    expect(input.user.password).toBe("secret")
  })

  it("masks session ids consistently and keeps masks as they are", () => {
    const names = new SessionPseudonyms()
    const a = sanitize({ sessionID: "abc" }, names).value
    const b = sanitize({ session: { sessionID: "def" }, again: { sessionID: "abc" } }, names).value
    expect(a).toEqual({ sessionID: "[session 1]" })
    expect(b).toEqual({ session: { sessionID: "[session 2]" }, again: { sessionID: "[session 1]" } })
    expect(sanitize({ sessionID: "[session 7]" }, names).value).toEqual({ sessionID: "[session 7]" })
  })

  it("masks a new personal access token's secret like a session id", () => {
    const names = new SessionPseudonyms()
    const answer = { id: 3, name: "ci", secret: `portal_pat_${"a".repeat(43)}` }
    expect(sanitize(answer, names).value).toEqual({ id: 3, name: "ci", secret: "[session 1]" })
  })

  it("puts a placeholder back where a password was removed", () => {
    const event = { type: "auth.submit", username: "a" }
    expect(restoreRemoved(event, ["/password"])).toEqual({
      ...event,
      password: removedPlaceholder("/password"),
    })
    expect(restoreRemoved(event, undefined)).toBe(event)
  })

  it("sanitises JSON storage values and drops password keys", () => {
    const storage = { session: '{"sessionID":"abc","userID":4}', dismissedBanner: "PGI+", password: "x" }
    expect(sanitizeStorage(storage, new SessionPseudonyms())).toEqual({
      session: '{"sessionID":"[session 1]","userID":4}',
      dismissedBanner: "PGI+",
    })
  })
})
