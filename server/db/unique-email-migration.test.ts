import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { afterAll, describe, expect, it } from "vitest"
import { openDatabase } from "./client.ts"
import { migrate, migrationsDir } from "./migrate.ts"

/** Migration 0027 (one address, one account; issue 22) on a database that breaks the rule already. */
describe("migration 0027 on a database holding duplicate addresses", () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-0027-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("refuses with the duplicated addresses and what to do, and applies once they are fixed", async () => {
    for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith(".sql") && f < "0027"))
      copyFileSync(join(migrationsDir, file), join(dir, file))
    const db = await openDatabase({ dataDir: "memory://" })
    try {
      await migrate(db, dir)
      await db.run(sql`INSERT INTO roles (roleid, role) VALUES (4, 'Company User')`)
      await db.run(sql`INSERT INTO companies (companyid, companyname, settings) VALUES (1, 'Provider', '{}')`)
      for (const [name, email] of [
        ["a", "Shared@Example.com"],
        ["b", "shared@example.com"],
        ["c", ""],
        ["d", ""],
      ])
        await db.run(
          sql`INSERT INTO users (username, password_hash, roleid, companyid, firstname, lastname, email)
              VALUES (${name}, 'x', 4, 1, 'F', 'L', ${email})`,
        )
      copyFileSync(join(migrationsDir, "0027_unique_email.sql"), join(dir, "0027_unique_email.sql"))
      const failure = await migrate(db, dir).then(
        () => "applied",
        (error: unknown) => String(error),
      )
      expect(failure).toContain("0027_unique_email.sql")
      expect(failure).toMatch(/shared@example\.com \(user ids \d+, \d+\)/)
      expect(failure).toContain("Give each of these accounts its own address")
      await db.run(sql`UPDATE users SET email = 'other@example.com' WHERE username = 'b'`)
      expect(await migrate(db, dir)).toEqual(["0027_unique_email.sql"])
    } finally {
      await db.close()
    }
  }, 60_000)
})
