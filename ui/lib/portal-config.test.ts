import { describe, expect, it } from "vitest"
import { DEFAULT_CONFIG, pageConfig } from "./portal-config.ts"

/** A document whose `portal-config` element holds `text` (absent when undefined). */
const docWith = (text: string | undefined) => ({
  getElementById: (id: string) =>
    id === "portal-config" && text !== undefined ? ({ textContent: text } as HTMLElement) : null,
})

describe("pageConfig: the configuration a page came with", () => {
  it("reads the page's copy, filling what it lacks with the defaults", () => {
    const config = pageConfig(
      docWith(
        JSON.stringify({ productName: "Field Portal", chatUrl: "https://chat.example/x", reopenDays: 7 }),
      ),
    )
    expect(config).toEqual({
      ...DEFAULT_CONFIG,
      productName: "Field Portal",
      chatUrl: "https://chat.example/x",
      reopenDays: 7,
    })
  })

  it("keeps only absolute http(s) addresses for the menu's external pages", () => {
    const config = pageConfig(
      docWith(
        JSON.stringify({ referralRewardsUrl: "javascript:alert(1)", eolDatabaseUrl: "https://eol.example" }),
      ),
    )
    expect(config?.referralRewardsUrl).toBeNull()
    expect(config?.eolDatabaseUrl).toBe("https://eol.example")
  })

  it("is null without a copy or with one that is not an object, so the app asks the server", () => {
    expect(pageConfig(docWith(undefined))).toBeNull()
    expect(pageConfig(docWith(""))).toBeNull()
    expect(pageConfig(docWith("{not json"))).toBeNull()
    expect(pageConfig(docWith("[1,2]"))).toBeNull()
    expect(pageConfig(docWith("null"))).toBeNull()
  })
})
