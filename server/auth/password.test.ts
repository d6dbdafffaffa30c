import { describe, expect, it } from "vitest"
import { hashPassword, PRODUCTION_PASSWORD_COST, passwordCost, verifyPassword } from "./password.ts"

// A hash made with the production parameters (N 16384, r 8, p 1) of "Portal-Demo-2026!".
const PRODUCTION_HASH =
  "scrypt$16384$8$1$cTRFP/WKV0EuKF99lMPR1Q==$9DIwHjf4cfAXG7iCCjGS1wL8gTpdCULwG83RAGSpMIdW9CLtaDSXpdEuBa1UThoYyj2xQ9R1AU88qliG10/TKg=="

describe("password hashes", () => {
  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("Portal-Demo-2026!")
    // Test runs hash at the cost vite.config.ts gives (PORTAL_PASSWORD_COST), real scrypt still.
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword("Portal-Demo-2026!", hash)).toBe(true)
    expect(await verifyPassword("portal-demo-2026!", hash)).toBe(false)
  })

  it("keeps the production cost unless the test-only knob lowers it", () => {
    expect(PRODUCTION_PASSWORD_COST).toBe(16384)
    expect(passwordCost({})).toBe(16384)
    expect(passwordCost({ PORTAL_PASSWORD_COST: "" })).toBe(16384)
    expect(passwordCost({ PORTAL_PASSWORD_COST: "1024" })).toBe(1024)
    for (const bad of ["1000", "512", "32768", "x"])
      expect(() => passwordCost({ PORTAL_PASSWORD_COST: bad })).toThrow(/PORTAL_PASSWORD_COST/)
  })

  it("verifies hashes made at the production cost", async () => {
    expect(PRODUCTION_HASH).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword("Portal-Demo-2026!", PRODUCTION_HASH)).toBe(true)
    expect(await verifyPassword("portal-demo-2026!", PRODUCTION_HASH)).toBe(false)
  })

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"))
  })

  it("never matches a malformed stored value", async () => {
    for (const stored of ["", "!", "scrypt$1$2$3", "md5$x$y$z$a$b"]) {
      expect(await verifyPassword("x", stored)).toBe(false)
    }
  })
})
