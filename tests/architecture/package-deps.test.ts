import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { repoRoot } from "./cruise.ts"

const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
  readonly dependencies: Record<string, string>
  readonly devDependencies: Record<string, string>
}

describe("package.json", () => {
  // Type declarations only serve the type check and tests; a production install does not need them.
  it("keeps type declaration packages (@types/*) in devDependencies", () => {
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith("@types/"))).toEqual([])
    expect(Object.keys(manifest.devDependencies)).toContain("@types/jsdom")
  })
})
