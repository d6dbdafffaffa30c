import { describe, expect, it } from "vitest"
import { makeReadiness, migrationFiles } from "./readiness.ts"

const files = ["0001_a.sql", "0002_b.sql"]

describe("readiness", () => {
  it("is ready when the database answers with every migration of this code", async () => {
    const report = await makeReadiness(async () => files, files).check()
    expect(report.status).toBe("ready")
    expect(report.checks.migrations).toEqual({ ok: true, current: "0002_b.sql" })
    expect(report.checks.database.ok).toBe(true)
  })

  it("is ready when a newer version already applied more migrations", async () => {
    const report = await makeReadiness(async () => [...files, "0003_c.sql"], files).check()
    expect(report.status).toBe("ready")
  })

  it("is not ready while a migration of this code is not applied, and names it", async () => {
    const report = await makeReadiness(async () => ["0001_a.sql"], files).check()
    expect(report.status).toBe("not ready")
    expect(report.checks.migrations).toEqual({ ok: false, pending: ["0002_b.sql"] })
  })

  it("is not ready when the database fails, with the driver's first line only", async () => {
    const report = await makeReadiness(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432\n    at stack")
    }, files).check()
    expect(report.status).toBe("not ready")
    expect(report.checks.database).toEqual({ ok: false, error: "connect ECONNREFUSED 127.0.0.1:5432" })
  })

  it("is not ready when the database does not answer in time", async () => {
    const report = await makeReadiness(() => new Promise(() => {}), files, 50).check()
    expect(report.checks.database).toEqual({ ok: false, error: "no answer within 0.05 s" })
  })

  it("says shutting down once stopped, even with a healthy database", async () => {
    const readiness = makeReadiness(async () => files, files)
    readiness.stop()
    const report = await readiness.check()
    expect(report.status).toBe("shutting down")
    expect(report.checks.shuttingDown).toBe(true)
  })

  it("expects the repository's migration files, in order", () => {
    const found = migrationFiles()
    expect(found.length).toBeGreaterThan(20)
    expect([...found].sort()).toEqual(found)
    expect(found[0]).toMatch(/^0001_.*\.sql$/)
  })
})
