import { execFileSync } from "node:child_process"
import { describe, expect, it } from "vitest"
import { buildProgram } from "../../program.ts"
import { commandTree, flatten } from "./command-tree.ts"
import { completionScript } from "./completion-scripts.ts"

const program = buildProgram({ execute: async () => {} })
const tree = commandTree(program)
const topLevel = program.commands.map((c) => c.name())

/** What bash completes for the words typed so far (the last one being completed). */
const bashComplete = (...typed: Array<string>): Array<string> => {
  const script = `${completionScript("bash", tree)}
COMP_WORDS=(portal ${typed.map((w) => `'${w}'`).join(" ")}); COMP_CWORD=${typed.length}; _portal
printf '%s\\n' "\${COMPREPLY[@]}"`
  return execFileSync("bash", ["--norc", "-c", script], { encoding: "utf8" }).split("\n").filter(Boolean)
}

describe("portal completion", () => {
  it("bash offers every top-level command, help included", () => {
    expect(topLevel).toEqual(
      expect.arrayContaining(["login", "tickets", "users", "flow", "profiles", "completion"]),
    )
    expect(bashComplete("")).toEqual(expect.arrayContaining([...topLevel, "help", "--api", "--profile"]))
  })

  it("bash follows the command path and offers option values from the tree", () => {
    expect(bashComplete("--api", "http://localhost:4310", "tickets", "")).toEqual(
      expect.arrayContaining(["list", "show", "export", "--json"]),
    )
    expect(bashComplete("tickets", "list", "--fo")).toEqual(["--format"])
    expect(bashComplete("tickets", "list", "--format", "")).toEqual(["table", "json", "csv"])
    expect(bashComplete("completion", "")).toEqual(expect.arrayContaining(["bash", "zsh", "fish"]))
  })

  it("zsh runs the bash script through bashcompinit; fish has a line per command and option", () => {
    const zsh = completionScript("zsh", tree)
    expect(zsh.split("\n").slice(0, 3)).toContain("autoload -U +X bashcompinit && bashcompinit")
    expect(zsh.startsWith("#compdef portal\n")).toBe(true)
    const fish = completionScript("fish", tree)
    for (const name of topLevel) expect(fish).toContain(`-n '__portal_at \\'\\'' -a '${name}'`)
    expect(fish).toContain(
      "complete -c portal -n '__portal_at \\'tickets list\\'' -l format -r -f -a 'table json csv'",
    )
    expect(flatten(tree).length).toBeGreaterThan(40)
  })
})
