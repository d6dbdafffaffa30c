import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { GivenRating } from "./given-rating.tsx"

describe("GivenRating", () => {
  it("words the score, quotes the comment and names who rated", () => {
    const html = renderToStaticMarkup(
      <GivenRating
        rating={{
          score: 4,
          comment: "Quick & kind",
          rated: "2026-11-28T12:00:00.000Z",
          ratedby: "Alice Acheson",
        }}
      />,
    )
    expect(html).toContain("Rated 4 of 5 (Good)")
    expect(html).toContain("<blockquote")
    expect(html).toContain("Quick &amp; kind")
    expect(html).toContain("By Alice Acheson, ")
    expect(html).toContain("2026")
  })

  it("leaves out a missing comment", () => {
    const html = renderToStaticMarkup(
      <GivenRating rating={{ score: 1, comment: null, rated: "2026-11-28T12:00:00.000Z", ratedby: null }} />,
    )
    expect(html).toContain("Rated 1 of 5 (Very poor)")
    expect(html).not.toContain("<blockquote")
    expect(html).not.toContain("By ")
  })
})
