import { OpenApi } from "effect/http-api"
import { describe, expect, it } from "vitest"
import { sessionCookieName } from "../auth/session-store.ts"
import { contractEndpoints } from "./access-check.ts"
import { accessRules } from "./access-rules.ts"
import type { AccessRule, EndpointKey } from "./access-rule.ts"
import { servedApi } from "./openapi-document.ts"
import { whoMayCall } from "./openapi-security.ts"

const spec = OpenApi.fromApi(servedApi("Acme Equipment Services"))
const operations = Object.values(spec.paths).flatMap((item) =>
  Object.values(item).filter((op): op is OpenApi.OpenAPISpecOperation => "operationId" in op),
)

describe("/openapi.json", () => {
  it("documents every endpoint of the contract once", () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      contractEndpoints()
        .map((e) => e.key)
        .sort(),
    )
  })

  it("requires per operation what the access table says: nothing for a public call, a session otherwise", () => {
    const ownSignIn = [{ sessionHeader: [] }, { sessionCookie: [] }]
    const signedIn = [...ownSignIn, { bearerToken: [] }]
    for (const op of operations) {
      const rule = accessRules[op.operationId as EndpointKey]
      expect({ op: op.operationId, security: op.security }).toEqual({
        op: op.operationId,
        security: rule.session === "none" ? [] : rule.ownSignIn ? ownSignIn : signedIn,
      })
    }
    expect(operations.filter((op) => op.security.length === 0).length).toBeGreaterThan(5)
    // Managing tokens, the password and viewing as someone take the owner's own sign-in, no token.
    const noToken = operations.filter((op) => op.security.length === 2).map((op) => op.operationId)
    expect(noToken).toEqual(expect.arrayContaining(["tokens.create", "account.newToken"]))
  })

  it("declares the header, the cookie and the bearer token the server reads", () => {
    expect(spec.components.securitySchemes).toMatchObject({
      sessionHeader: { type: "apiKey", in: "header", name: "Authorization" },
      sessionCookie: { type: "apiKey", in: "cookie", name: sessionCookieName },
      bearerToken: { type: "http", scheme: "bearer" },
    })
  })

  it("gives every operation a summary and a description that says who may call it", () => {
    const lacking = operations.filter(
      (op) => !op.summary?.trim() || !op.description?.includes("Who may call"),
    )
    expect(lacking.map((op) => op.operationId)).toEqual([])
    const summaries = operations.map((op) => op.summary)
    expect(new Set(summaries).size).toBe(summaries.length)
    expect(spec.tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([])
  })

  it("has no non-JSON number strings: no enum holds NaN or Infinity", () => {
    const found: string[] = []
    const walk = (value: unknown, path: string): void => {
      if (typeof value === "object" && value !== null)
        for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`)
      else if (value === "NaN" || value === "Infinity" || value === "-Infinity") found.push(path)
    }
    walk(spec, "")
    expect(found).toEqual([])
  })
})

describe("whoMayCall", () => {
  const rule = (r: Partial<AccessRule>): AccessRule => ({
    session: "required",
    roles: "any",
    scope: "global",
    ...r,
  })
  it.each([
    [rule({ session: "none" }), "Who may call: anyone, no session needed."],
    [rule({}), "Who may call: any signed-in user; 401 without a live session."],
    [
      rule({ roles: [1, 2], scope: "company" }),
      "Who may call: signed-in Developer, System Admin only (403 for other roles) within their company scope (another company's record answers 404 like a missing one); 401 without a live session.",
    ],
    [
      rule({ scope: "own", whileExpired: true }),
      "Who may call: any signed-in user on their own account; 401 without a live session. Answers while the password has expired.",
    ],
  ])("%j", (r, words) => {
    expect(whoMayCall(r)).toBe(words)
  })
})
