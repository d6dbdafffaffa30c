import { describe, expect, it } from "vitest"
import { isCliError } from "./cli-errors.ts"
import { type CliPlace, configDir } from "./config-dir.ts"
import { sessionSource } from "./session-source.ts"

const linux = (env: CliPlace["env"] = {}): CliPlace => ({
  cwd: "/work",
  env,
  platform: "linux",
  home: "/home/ada",
})

describe("configDir", () => {
  it.each([
    ["linux", {}, "/home/ada", "/home/ada/.config/portal"],
    ["linux", { XDG_CONFIG_HOME: "/xdg" }, "/home/ada", "/xdg/portal"],
    ["linux", { XDG_CONFIG_HOME: "relative/xdg" }, "/home/ada", "/home/ada/.config/portal"],
    ["linux", { XDG_CONFIG_HOME: "" }, "/home/ada", "/home/ada/.config/portal"],
    ["freebsd", {}, "/home/ada", "/home/ada/.config/portal"],
    ["darwin", {}, "/Users/ada", "/Users/ada/Library/Application Support/portal"],
    ["darwin", { XDG_CONFIG_HOME: "/Users/ada/.xdg" }, "/Users/ada", "/Users/ada/.xdg/portal"],
    [
      "win32",
      { APPDATA: "C:\\Users\\ada\\AppData\\Roaming" },
      "C:\\Users\\ada",
      "C:\\Users\\ada\\AppData\\Roaming\\portal",
    ],
    ["win32", {}, "C:\\Users\\ada", "C:\\Users\\ada\\AppData\\Roaming\\portal"],
  ] as const)("%s %j -> %s", (platform, env, home, dir) => {
    expect(configDir({ platform, env, home })).toBe(dir)
  })
})

describe("sessionSource", () => {
  const none = () => false
  const legacyHere = (path: string) => path === "/work/.portal-session.json"
  it.each([
    [
      "nothing: the default profile",
      {},
      none,
      { file: "/home/ada/.config/portal/profiles/default.json", kind: "profile", profile: "default" },
    ],
    [
      "--profile",
      { profile: "staging" },
      none,
      { file: "/home/ada/.config/portal/profiles/staging.json", kind: "profile", profile: "staging" },
    ],
    [
      "--session (relative to the working folder)",
      { session: "s.json" },
      none,
      { file: "/work/s.json", kind: "session", profile: null },
    ],
    [
      "--session wins over --profile",
      { session: "/tmp/s.json", profile: "staging" },
      none,
      { file: "/tmp/s.json", kind: "session", profile: null },
    ],
    [
      "the old file in the working folder",
      {},
      legacyHere,
      { file: "/work/.portal-session.json", kind: "legacy", profile: null },
    ],
    [
      "--profile wins over the old file",
      { profile: "default" },
      legacyHere,
      { file: "/home/ada/.config/portal/profiles/default.json", kind: "profile", profile: "default" },
    ],
    [
      "--session wins over the old file",
      { session: "x.json" },
      legacyHere,
      { file: "/work/x.json", kind: "session", profile: null },
    ],
  ] as const)("%s", (_name, choice, exists, source) => {
    expect(sessionSource(choice, linux(), exists)).toEqual(source)
  })

  it("honours XDG_CONFIG_HOME", () => {
    expect(sessionSource({}, linux({ XDG_CONFIG_HOME: "/xdg" }), none).file).toBe(
      "/xdg/portal/profiles/default.json",
    )
  })

  it.each(["../etc/passwd", "a/b", "", ".hidden", "x".repeat(65)])(
    "refuses the profile name %j",
    (profile) => {
      let error: unknown = null
      try {
        sessionSource({ profile }, linux(), none)
      } catch (e) {
        error = e
      }
      expect(isCliError(error) && [error.exitCode, error.message.split(",")[0]]).toEqual([
        2,
        "--profile must be a name of letters",
      ])
    },
  )
})
