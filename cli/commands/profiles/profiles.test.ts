import { execFile } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { GlobalOptions } from "../command.types.ts"
import { makeCliDeps } from "../../runtime/cli-deps.ts"
import type { CliPlace } from "../../runtime/config-dir.ts"
import { DEMO_PASSWORD } from "../../testing/cli-harness.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as login from "../auth/login.command.ts"
import * as logout from "../auth/logout.command.ts"
import * as whoami from "../auth/whoami.command.ts"
import * as profilesList from "./profiles-list.command.ts"

// The session lives in the user's config folder (a temporary XDG_CONFIG_HOME and HOME here), per
// named profile, and 127.0.0.1, localhost and [::1] on one port are one server.

const h = useCliHarness()
let counter = 0

/** A fresh home with its config folder, and two working folders. */
const freshPlace = () => {
  const root = join(h.dir, `place-${++counter}`)
  for (const sub of ["home", "xdg", "a", "b"]) mkdirSync(join(root, sub), { recursive: true })
  const at = (cwd: "a" | "b"): CliPlace => ({
    cwd: join(root, cwd),
    env: { XDG_CONFIG_HOME: join(root, "xdg") },
    platform: "linux",
    home: join(root, "home"),
  })
  return { root, at, profile: (name: string) => join(root, "xdg", "portal", "profiles", `${name}.json`) }
}
type Globals = Partial<Pick<GlobalOptions, "api" | "session" | "profile">>
const deps = (place: CliPlace, globals: Globals = {}) =>
  makeCliDeps({ api: undefined, session: undefined, ...globals }, { readPassword: null }, place)
const signIn = (place: CliPlace, globals: Globals = {}, username = "acme.user") =>
  h.run(login, { username, password: DEMO_PASSWORD }, deps(place, { api: h.server.url, ...globals }))
const port = () => new URL(h.server.url).port

describe("the config folder and profiles", () => {
  it("login saves to the default profile (0600 in a 0700 folder); whoami works from any folder", async () => {
    const p = freshPlace()
    const result = await signIn(p.at("a"))
    expect(result).toMatchObject({ sessionFile: p.profile("default"), profile: "default" })
    expect(statSync(p.profile("default")).mode & 0o777).toBe(0o600)
    expect(statSync(join(p.root, "xdg", "portal", "profiles")).mode & 0o777).toBe(0o700)
    expect(existsSync(join(p.root, "a", ".portal-session.json"))).toBe(false)
    const me = await h.run(whoami, {}, deps(p.at("b")))
    expect(me).toMatchObject({ username: "acme.user", profile: "default" })
    expect(whoami.render(me)).toContain(`Server: ${h.server.url} (profile default)`)
  })

  it.each(["localhost"])(
    "a session signed in at 127.0.0.1 is used with --api http://%s on its port",
    async (host) => {
      const p = freshPlace()
      await signIn(p.at("a"))
      const me = await h.run(whoami, {}, deps(p.at("b"), { api: `http://${host}:${port()}` }))
      expect(me.username).toBe("acme.user")
    },
  )

  it("named profiles keep one session each; a profile keeps its server after logout", async () => {
    const p = freshPlace()
    await signIn(p.at("a"))
    await signIn(p.at("a"), { profile: "admin" }, "acme.admin")
    expect((await h.run(whoami, {}, deps(p.at("b"), { profile: "admin" }))).username).toBe("acme.admin")
    expect((await h.run(whoami, {}, deps(p.at("b")))).username).toBe("acme.user")
    await h.run(logout, {}, deps(p.at("b"), { profile: "admin" }))
    const list = await h.run(profilesList, {}, deps(p.at("b")))
    expect(list.profiles.map((r) => [r.name, r.server, r.signedIn])).toEqual([
      ["admin", h.server.url, false],
      ["default", h.server.url, true],
    ])
    expect(list.configDir).toBe(join(p.root, "xdg", "portal"))
    expect(profilesList.render(list).split("\n").slice(1, 5)).toEqual([
      expect.stringMatching(/^ {3}PROFILE +SERVER +SESSION$/),
      expect.stringMatching(/^-* {2}-+/),
      expect.stringMatching(/^ {3}admin +http:\/\/127\.0\.0\.1:\d+ +signed out$/),
      expect.stringMatching(/^\* +default +http:\/\/127\.0\.0\.1:\d+ +signed in$/),
    ])
    // The next login of the profile needs no --api.
    const again = await h.run(
      login,
      { username: "acme.admin", password: DEMO_PASSWORD },
      deps(p.at("b"), { profile: "admin" }),
    )
    expect(again.api).toBe(h.server.url)
  })

  it("an old ./.portal-session.json in the working folder is still read and written; --session wins", async () => {
    const p = freshPlace()
    const legacy = join(p.root, "a", ".portal-session.json")
    await h.run(
      login,
      { username: "acme.admin", password: DEMO_PASSWORD },
      deps(p.at("a"), { api: h.server.url, session: legacy }),
    )
    const me = await h.run(whoami, {}, deps(p.at("a")))
    expect(me).toMatchObject({ username: "acme.admin", profile: null })
    expect(existsSync(p.profile("default"))).toBe(false)
    const other = join(p.root, "b", "mine.json")
    writeFileSync(other, readFileSync(legacy))
    expect((await h.run(whoami, {}, deps(p.at("a"), { session: other, profile: "x" }))).username).toBe(
      "acme.admin",
    )
  })

  it("as processes: 'portal login' in one folder, then 'cd elsewhere && portal whoami' (exit 0)", async () => {
    const p = freshPlace()
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: join(p.root, "home"),
      XDG_CONFIG_HOME: join(p.root, "xdg"),
      PORTAL_PASSWORD: DEMO_PASSWORD,
    }
    const bin = join(import.meta.dirname, "../../bin.mjs")
    // Not spawnSync: the server answering these processes runs in this one.
    const portal = (cwd: string, ...args: Array<string>) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile(process.execPath, [bin, ...args], { cwd, env, timeout: 60_000 }, (error, stdout, stderr) =>
          done({ code: error === null ? 0 : Number(error.code ?? -1), stdout, stderr }),
        )
      })
    const signedIn = await portal(
      join(p.root, "a"),
      "--api",
      `http://localhost:${port()}`,
      "login",
      "-u",
      "acme.user",
    )
    expect([signedIn.code, signedIn.stderr]).toEqual([0, ""])
    const me = await portal(join(p.root, "b"), "whoami", "--json")
    expect([me.code, me.stderr]).toEqual([0, ""])
    expect(JSON.parse(me.stdout)).toMatchObject({ username: "acme.user", profile: "default" })
  })
})
