import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { findViolations, importsOf, type SourceFile } from "./import-rules.ts"

const root = join(import.meta.dirname, "..", "..")

const sourcesUnder = (folder: string): Array<SourceFile> => {
  let entries: Array<string>
  try {
    entries = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
  } catch {
    return []
  }
  return entries
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.split(/[\\/]/).includes("node_modules"))
    .map((name) => {
      const full = join(root, folder, name)
      return { path: relative(root, full).split("\\").join("/"), text: readFileSync(full, "utf8") }
    })
}

describe("dependency direction", () => {
  it.each(["core", "ui", "cli", "server"])("%s/ follows the import rules", (folder) => {
    const violations = sourcesUnder(folder).flatMap(findViolations)
    expect(violations).toEqual([])
  })

  it("finds the core sources", () => {
    expect(sourcesUnder("core").length).toBeGreaterThan(10)
  })
})

describe("the checker itself", () => {
  it.each([
    ["core/a.ts", 'import { useState } from "react"', "imports 'react'"],
    ["core/a.ts", 'import { createRoot } from "react-dom/client"', "imports 'react-dom/client'"],
    ["core/a.ts", 'import { Link } from "wouter"', "imports 'wouter'"],
    ["core/a.ts", 'import { useSelector } from "@xstate/react"', "imports '@xstate/react'"],
    ["core/a.ts", 'import { Command } from "commander"', "imports 'commander'"],
    ["core/a.ts", 'import { readFileSync } from "node:fs"', "node builtin 'node:fs'"],
    ["core/a.ts", 'import * as path from "path"', "node builtin 'path'"],
    ["core/a.ts", 'export { NodeRuntime } from "@effect/platform-node"', "imports '@effect/platform-node'"],
    ["core/a.ts", 'const m = await import("node:os")', "node builtin 'node:os'"],
    ["core/x/a.ts", 'import { App } from "../../ui/app.tsx"', "from ui/"],
    ["core/a.ts", "const w = window.innerWidth", "references window."],
    ["core/a.ts", "document.title = 'x'", "references document."],
    ["core/a.ts", "const t = `width $" + "{window.innerWidth}`", "references window."],
    ["core/a.ts", "const s = localStorage.getItem('k')", "references localStorage"],
    ["core/a.ts", "const port = process.env.PORT", "references process."],
    ["ui/a.tsx", 'import { run } from "../cli/main.ts"', "from cli/"],
    ["ui/a.tsx", 'import { db } from "../server/db.ts"', "from server/"],
    ["cli/a.ts", 'import { App } from "../ui/app.tsx"', "from ui/"],
    ["cli/a.ts", 'import { start } from "../server/main.ts"', "from server/"],
    ["cli/a.ts", 'import { startTestServer } from "../server/testing/test-server.ts"', "from server/"],
    ["cli/a.test.ts", 'import { startServer } from "../server/app.ts"', "from server/"],
    [
      "server/a.ts",
      'import { authMachine } from "../core/machines/auth/auth.machine.ts"',
      "from core/machines/",
    ],
    ["server/a.ts", 'import { App } from "../ui/app.tsx"', "from ui/"],
  ])("%s: %s", (path, text, message) => {
    const violations = findViolations({ path, text })
    expect(violations.join("\n")).toContain(message)
  })

  it.each([
    [
      "core/a.ts",
      '/** Hosts wrap localStorage or window.document; see react docs. */\nimport { Effect } from "effect"',
    ],
    ["core/a.ts", 'import { appProcess } from "./process.ts"\nconst x = state.process.value'],
    ["core/a.ts", 'import type { TicketFile } from "../schema/document.ts"\nconst s = "see window.open"'],
    ["server/a.ts", 'import { PortalApi } from "../core/api/api.ts"\nimport { readFileSync } from "node:fs"'],
    ["cli/x/a.test.ts", 'import { startTestServer } from "../../server/testing/test-server.ts"'],
    ["cli/testing/harness.ts", 'import { startTestServer } from "../../server/testing/test-server.ts"'],
    [
      "ui/a.tsx",
      'import { authMachine } from "../core/machines/auth/index.ts"\nimport { useSelector } from "@xstate/react"',
    ],
  ])("accepts %s", (path, text) => expect(findViolations({ path, text })).toEqual([]))

  it("reads static, dynamic and re-export specifiers", () => {
    const text =
      'import a from "a"\nimport "b"\nexport * from "c"\nconst d = await import("d")\nimport type { E } from "e"'
    expect(importsOf(text)).toEqual(["a", "b", "c", "d", "e"])
  })
})
