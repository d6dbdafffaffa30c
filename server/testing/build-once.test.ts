import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { buildOnce } from "./build-once.ts"

const root = mkdtempSync(join(tmpdir(), "portal-build-once-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const slowBuild = (calls: string[]) => async (into: string) => {
  calls.push(into)
  await new Promise((resolve) => setTimeout(resolve, 50))
  mkdirSync(into)
  writeFileSync(join(into, "made"), "once")
}

describe("buildOnce", () => {
  it("builds once for every asker at the same time, and not again once built", async () => {
    const calls: string[] = []
    const path = join(root, "together")
    const results = await Promise.all([1, 2, 3].map(() => buildOnce(path, slowBuild(calls))))
    expect(results).toEqual([path, path, path])
    expect(calls).toHaveLength(1)
    await buildOnce(path, slowBuild(calls))
    expect(calls).toHaveLength(1)
    expect(readFileSync(join(path, "made"), "utf8")).toBe("once")
    expect(readdirSync(root)).toEqual(["together"])
  })

  it("replaces the lock of a builder that died, and waits for one that lives", async () => {
    const path = join(root, "stale")
    // No process has a pid this high (Linux caps pids at 2^22).
    writeFileSync(`${path}.lock`, "99999999")
    const calls: string[] = []
    await buildOnce(path, slowBuild(calls))
    expect(calls).toHaveLength(1)
    expect(existsSync(`${path}.lock`)).toBe(false)

    const held = join(root, "held")
    writeFileSync(`${held}.lock`, String(process.pid))
    await expect(buildOnce(held, slowBuild(calls), 300)).rejects.toThrow(/was not built within 300 ms/)
    expect(calls).toHaveLength(1)
  })

  it("leaves nothing behind when a build fails, so the next asker builds", async () => {
    const path = join(root, "failing")
    await expect(
      buildOnce(path, async (into) => {
        mkdirSync(into)
        throw new Error("migration 0099 failed")
      }),
    ).rejects.toThrow("migration 0099 failed")
    expect(readdirSync(root).filter((f) => f.startsWith("failing"))).toEqual([])
    const calls: string[] = []
    await buildOnce(path, slowBuild(calls))
    expect(calls).toHaveLength(1)
  })
})
