import { describe, expect, it } from "vitest"
import { CLIENT_LOG_LIMITS } from "../../core/domain/client-log.ts"
import { SESSION_MASK, scrubEntry, scrubText } from "./client-log-scrub.ts"

const session = "a1".repeat(32)
const someoneElse = "9f".repeat(32)

describe("client log scrub", () => {
  it("masks the caller's session id and anything shaped like one in free text", () => {
    expect(scrubText(`Authorization: EC ${session}`, session)).toBe(`Authorization: EC ${SESSION_MASK}`)
    expect(scrubText(`other ${someoneElse}.`, session)).toBe(`other ${SESSION_MASK}.`)
    expect(scrubText("ticket 12345", session)).toBe("ticket 12345")
  })

  it("masks a personal access token in free text, the caller's or another's", () => {
    const token = `portal_pat_${"Ab3_-".repeat(8)}xyz`
    expect(scrubText(`Authorization: Bearer ${token}`, session)).toBe(`Authorization: Bearer ${SESSION_MASK}`)
    expect(scrubText(`export PORTAL_TOKEN=${token}; portal whoami`, "")).toBe(
      `export PORTAL_TOKEN=${SESSION_MASK}; portal whoami`,
    )
  })

  it("removes passwords, masks session fields and bounds the data fields of an entry", () => {
    const stored = scrubEntry(
      {
        kind: "failure",
        at: 1,
        method: "POST",
        path: `/v1/x/${session}`,
        query: { password: "p", sessionID: "s" },
        requestBody: { password: "Secret-123456", text: "t".repeat(CLIENT_LOG_LIMITS.valueChars) },
        outcome: "answered",
        status: 400,
        responseBody: { [session]: { newPassword: "n" } },
      },
      session,
    ) as Record<string, unknown>
    const text = JSON.stringify(stored)
    expect(text).not.toContain(session)
    expect(text).not.toContain("Secret-123456")
    expect(stored.path).toBe(`/v1/x/${SESSION_MASK}`)
    expect(stored.query).toEqual({ sessionID: SESSION_MASK })
    expect(stored.responseBody).toEqual({ [SESSION_MASK]: {} })
    expect((stored.requestBody as string).length).toBeLessThanOrEqual(CLIENT_LOG_LIMITS.valueChars)
  })
})
