// @vitest-environment jsdom
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createRoot } from "react-dom/client"
import { flushSync } from "react-dom"
import { describe, expect, it } from "vitest"

/** The page as the server sends it, before any code runs. */
const html = readFileSync(join(import.meta.dirname, "index.html"), "utf8")

describe("the first HTML says that the portal is loading", () => {
  it("shows a named, busy progress bar inside #root before the code arrives", () => {
    document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, "")
    const bar = document.querySelector("#root [role=progressbar]")
    expect(bar?.getAttribute("aria-label")).toBe("Loading Service Portal")
    expect(bar?.getAttribute("aria-busy")).toBe("true")
    // Its look is inline: it shows before any stylesheet or script has arrived.
    expect(document.head.querySelector("style")?.textContent).toContain(".boot-loading")
  })

  it("is replaced when the app draws", () => {
    document.documentElement.innerHTML = html.replace(/^<!doctype html>/i, "")
    const root = document.getElementById("root")!
    flushSync(() => createRoot(root).render(<p>Signed-in shell</p>))
    expect(root.querySelector("[role=progressbar]")).toBeNull()
    expect(root.textContent).toBe("Signed-in shell")
  })
})
