import { describe, expect, it } from "vitest"
import { DEFAULT_REFUSED_EXTENSIONS } from "../core/domain/tickets/attachments.ts"
import { loadConfig } from "./config.ts"

describe("PORTAL_REFUSED_EXTENSIONS", () => {
  it.each<[string | undefined, ReadonlyArray<string>]>([
    [undefined, DEFAULT_REFUSED_EXTENSIONS],
    ["", DEFAULT_REFUSED_EXTENSIONS],
    ["none", []],
    ["EXE, .msi ,bat", ["exe", "msi", "bat"]],
  ])("%j refuses %j", (value, expected) =>
    expect(loadConfig({ PORTAL_REFUSED_EXTENSIONS: value }).refusedExtensions).toEqual(expected),
  )

  it("stops the server at start on a value that is not an extension", () =>
    expect(() => loadConfig({ PORTAL_REFUSED_EXTENSIONS: "exe,*.js" })).toThrow(
      "PORTAL_REFUSED_EXTENSIONS: '*.js' is not an extension",
    ))
})
