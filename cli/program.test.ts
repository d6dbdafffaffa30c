import type { Command } from "commander"
import { describe, expect, it } from "vitest"
import { buildProgram } from "./program.ts"

const host = { execute: async () => {} }

/** The help `portal <path...> --help` prints, its 'after' texts included. */
const helpOf = (...path: Array<string>): string => {
  let command: Command = buildProgram(host)
  for (const name of path) command = command.commands.find((c) => c.name() === name)!
  let text = ""
  command.configureOutput({ writeOut: (s) => (text += s) })
  command.outputHelp()
  return text
}

describe("portal help", () => {
  it("login's example pipes printf '%s\\n' on one line", () => {
    const lines = helpOf("login").split("\n")
    expect(lines).toContain(
      `  $ printf '%s\\n' "$PORTAL_PW" | portal login -u acme.user --password-stdin --json`,
    )
  })
})
