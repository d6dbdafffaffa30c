import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { BreakText, breakPieces } from "./break-text.tsx"

describe("BreakText", () => {
  it.each([
    ["thomas.anderson.acmema1@example.com", ["thomas.", "anderson.", "acmema1@", "example.", "com"]],
    ["developer", ["developer"]],
    ["ends.", ["ends."]],
    ["$1,234.50", ["$1,234.50"]],
    ["7.1.0", ["7.1.0"]],
    ["Full Maintenance", ["Full Maintenance"]],
    ["a.b c@d.e", ["a.b c@d.e"]],
  ])("%s breaks as %j", (text, pieces) => expect(breakPieces(text)).toEqual(pieces))

  it("offers a break after '@' and '.', the text unchanged", () => {
    const html = renderToStaticMarkup(<BreakText text="ann.lee@example.com" />)
    expect(html).toBe("ann.<wbr/>lee@<wbr/>example.<wbr/>com")
  })
})
