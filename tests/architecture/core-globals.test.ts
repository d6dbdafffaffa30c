import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { findGlobalReferences, type SourceFile } from "./core-globals.ts"
import { repoRoot } from "./cruise.ts"

const coreSources = (): Array<SourceFile> =>
  readdirSync(join(repoRoot, "core"), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => ({
      path: `core/${name.split("\\").join("/")}`,
      text: readFileSync(join(repoRoot, "core", name), "utf8"),
    }))

describe("core and host globals", () => {
  it("core/ references no window, document, localStorage or process", () => {
    const sources = coreSources()
    expect(sources.length).toBeGreaterThan(10)
    expect(sources.flatMap(findGlobalReferences)).toEqual([])
  })
})

describe("the globals checker itself", () => {
  it.each([
    ["const w = window.innerWidth", "references window."],
    ["document.title = 'x'", "references document."],
    ["const t = `width $" + "{window.innerWidth}`", "references window."],
    ["const s = localStorage.getItem('k')", "references localStorage"],
    ["const port = process.env.PORT", "references process."],
  ])("refuses %s", (text, message) => {
    expect(findGlobalReferences({ path: "core/a.ts", text }).join("\n")).toContain(`core/a.ts: ${message}`)
  })

  it.each([
    '/** Hosts wrap localStorage or window.document; see react docs. */\nimport { Effect } from "effect"',
    'import { appProcess } from "./process.ts"\nconst x = state.process.value',
    'import type { TicketFile } from "../schema/document.ts"\nconst s = "see window.open"',
  ])("accepts %s", (text) => expect(findGlobalReferences({ path: "core/a.ts", text })).toEqual([]))
})
