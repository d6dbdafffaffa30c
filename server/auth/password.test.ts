import { describe, expect, it } from "vitest"
import { hashPassword, verifyPassword } from "./password.ts"

describe("password hashes", () => {
  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("Portal-Demo-2026!")
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await verifyPassword("Portal-Demo-2026!", hash)).toBe(true)
    expect(await verifyPassword("portal-demo-2026!", hash)).toBe(false)
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
