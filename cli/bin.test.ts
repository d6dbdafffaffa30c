import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const bin = join(import.meta.dirname, "bin.mjs")
const dir = mkdtempSync(join(tmpdir(), "portal-bin-test-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// No PORTAL_ variables, and a config folder of its own: never the developer's profiles.
const cleanEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("PORTAL_"))),
  HOME: dir,
  XDG_CONFIG_HOME: join(dir, "config"),
}

/** Runs `node cli/bin.mjs ...args` as a real process from another working directory. */
const portal = (args: Array<string>, node = process.execPath) =>
  spawnSync(node, [bin, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: cleanEnv,
    timeout: 60_000,
  })

const machineNode = (() => {
  try {
    const path = execFileSync("bash", ["-c", "PATH=/usr/local/bin:/usr/bin:/bin command -v node"], {
      encoding: "utf8",
    }).trim()
    const version = execFileSync(path, ["-p", "process.versions.node"], { encoding: "utf8" }).trim()
    const [major = 0, minor = 0] = version.split(".").map(Number)
    return major < 22 || (major === 22 && minor < 19) ? path : null
  } catch {
    return null
  }
})()

describe("portal as a process", () => {
  it("--help lists the commands, global options and examples", () => {
    const result = portal(["--help"])
    expect(result.status).toBe(0)
    for (const text of [
      "Usage: portal",
      "login",
      "logout",
      "whoami",
      "token",
      "PORTAL_TOKEN",
      "--api <url>",
      "--session <file>",
      "--json",
    ])
      expect(result.stdout).toContain(text)
    expect(result.stdout).toContain("Examples:")
    expect(result.stderr).toBe("")
  })

  it("a bad option is one line on stderr and exit 2", () => {
    const result = portal(["whoami", "--bogus"])
    expect(result.status).toBe(2)
    expect(result.stderr).toBe("portal: unknown option '--bogus' (see --help)\n")
    expect(result.stdout).toBe("")
  })

  it("whoami without a session is one line and exit 3", () => {
    const result = portal(["whoami"])
    expect(result.status).toBe(3)
    expect(result.stderr.trim().split("\n")).toHaveLength(1)
    expect(result.stderr).toMatch(/^portal: not signed in/)
  })

  it("with --json, errors are JSON on stderr with a tag, and the same exit codes", () => {
    const notSignedIn = portal(["whoami", "--json"])
    expect(notSignedIn.status).toBe(3)
    expect(JSON.parse(notSignedIn.stderr)).toEqual({
      error: {
        tag: "NotSignedIn",
        message: expect.stringMatching(/^not signed in \(no session is stored\)/),
      },
    })
    const usage = portal(["--json", "whoami", "--bogus"])
    expect(usage.status).toBe(2)
    expect(JSON.parse(usage.stderr)).toEqual({
      error: { tag: "Usage", message: "unknown option '--bogus' (see --help)" },
    })
    const unreachable = portal(["--api", "http://127.0.0.1:9", "login", "-u", "a", "-p", "b", "--json"])
    expect([unreachable.status, JSON.parse(unreachable.stderr).error.tag]).toEqual([4, "Unreachable"])
    expect(unreachable.stdout).toBe("")
  })

  it("--password-stdin reads a pipe and refuses --password beside it", () => {
    const both = spawnSync(process.execPath, [bin, "login", "-u", "a", "-p", "b", "--password-stdin"], {
      cwd: dir,
      encoding: "utf8",
      env: cleanEnv,
      input: "pw\n",
    })
    expect([both.status, both.stderr]).toEqual([
      2,
      "portal: give either --password or --password-stdin, not both\n",
    ])
    const piped = spawnSync(
      process.execPath,
      [bin, "--api", "http://127.0.0.1:9", "login", "-u", "a", "--password-stdin"],
      { cwd: dir, encoding: "utf8", env: cleanEnv, input: "secret-pw\n" },
    )
    expect(piped.status).toBe(4)
    expect(piped.stderr + piped.stdout).not.toContain("secret-pw")
  })

  it.runIf(machineNode !== null)("on the machine's older Node it re-runs itself on Node 24", () => {
    const result = portal(["--version"], machineNode!)
    expect(result.status).toBe(0)
    expect(result.stdout.trim()).toBe("7.1.0")
    const failed = portal(["login"], machineNode!)
    expect(failed.status).toBe(2)
    expect(failed.stderr).toBe("portal: required option '-u, --username <name>' not specified (see --help)\n")
  })
})

describe("start-up", () => {
  it("--help loads neither effect, xstate nor the machines (they load when a command runs)", () => {
    const hook = join(dir, "record-modules.mjs")
    writeFileSync(
      hook,
      `import { registerHooks } from "node:module"
const seen = []
registerHooks({ resolve: (specifier, context, next) => { const r = next(specifier, context); seen.push(r.url); return r } })
process.on("exit", () => process.stderr.write(JSON.stringify(seen)))`,
    )
    const result = spawnSync(
      process.execPath,
      ["--import", hook, join(import.meta.dirname, "main.ts"), "--help"],
      {
        encoding: "utf8",
        env: cleanEnv,
      },
    )
    expect(result.status).toBe(0)
    const loaded: Array<string> = JSON.parse(result.stderr)
    expect(loaded.some((url) => url.includes("/node_modules/commander/"))).toBe(true)
    expect(
      loaded.filter((url) => /node_modules\/(effect|xstate)\/|core\/(machines|runtime)\//.test(url)),
    ).toEqual([])
  })
})
