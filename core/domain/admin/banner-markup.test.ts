import { describe, expect, it } from "vitest"
import {
  BANNER_ATTRIBUTES,
  BANNER_ELEMENTS,
  BANNER_PURIFY_OPTIONS,
  BANNER_UNWRAPPED_ELEMENTS,
  bannerAttributeValueAllowed,
} from "./banner-markup.ts"

describe("announcement markup rules", () => {
  it("keeps web, mail and phone URLs and plain values", () => {
    for (const value of [
      "https://example.com/a",
      "http://x",
      "mailto:a@b.c",
      "tel:+4930123",
      "/relative",
      "#part",
      "100",
      "en",
      "",
    ])
      expect(bannerAttributeValueAllowed("a", "href", value)).toBe(true)
  })

  it("drops script and data URLs, even hidden behind whitespace or case", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:x",
      "data:text/html,<b>",
    ])
      expect(bannerAttributeValueAllowed("a", "href", value)).toBe(false)
  })

  it("allows data: only in a media element's src", () => {
    expect(bannerAttributeValueAllowed("img", "src", "data:image/png;base64,AAAA")).toBe(true)
    expect(bannerAttributeValueAllowed("a", "src", "data:image/png;base64,AAAA")).toBe(false)
    expect(bannerAttributeValueAllowed("img", "srcset", "data:image/png;base64,AAAA")).toBe(false)
  })

  it("keeps any value of attributes that never hold URLs", () => {
    expect(bannerAttributeValueAllowed("img", "alt", "javascript: is text here")).toBe(true)
    expect(bannerAttributeValueAllowed("span", "data-note", "javascript:1")).toBe(true)
  })

  it("never allows scripts, styles, forms, frames, handlers, ids or names", () => {
    for (const tag of [
      "script",
      "style",
      "iframe",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "svg",
      "math",
      "template",
    ])
      expect(BANNER_ELEMENTS).not.toContain(tag)
    for (const attribute of ["style", "id", "name", "onclick", "onerror", "formaction", "action", "srcdoc"])
      expect(BANNER_ATTRIBUTES).not.toContain(attribute)
    expect(BANNER_PURIFY_OPTIONS.FORBID_ATTR).toEqual(expect.arrayContaining(["style", "id", "name"]))
    for (const tag of BANNER_UNWRAPPED_ELEMENTS) expect(BANNER_ELEMENTS).not.toContain(tag)
  })
})
