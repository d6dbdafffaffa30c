// @vitest-environment jsdom
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { sampleDashboardData } from "../../../core/testing/insights-samples.ts"
import { satisfactionSummary } from "./insight-text.ts"
import { SatisfactionSection } from "./satisfaction-section.tsx"

/** An IntersectionObserver that never reports: the chart stays undrawn, its data table shows. */
class QuietObserver {
  observe() {}
  disconnect() {}
}
let host: HTMLDivElement
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: QuietObserver })
  // A wide screen: the data tables are tables, not cards.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList
  host = document.createElement("div")
  document.body.append(host)
})
afterEach(() => host.remove())

const renderToStaticMarkup = (element: React.ReactElement): string => {
  const root = createRoot(host)
  act(() => root.render(element))
  const html = host.innerHTML
  act(() => root.unmount())
  return html
}

describe("SatisfactionSection", () => {
  it("shows the average and count, the monthly chart with its data table and the locations", () => {
    const html = renderToStaticMarkup(
      <SatisfactionSection satisfaction={sampleDashboardData.satisfaction!} />,
    )
    expect(html).toContain(">Satisfaction</h2>")
    expect(html).toContain(">4.25 of 5<")
    expect(html).toContain("Average rating per month")
    expect(html).toContain("Acme Columbus Head Office")
    expect(html).toContain("Over 4 months, 4 ratings.")
  })

  it("says so when no one rated", () => {
    const none = {
      ...sampleDashboardData.satisfaction!,
      overall: { average: null, count: 0 },
      monthly: [{ month: "2026-11", average: null, count: 0 }],
      locations: [],
    }
    const html = renderToStaticMarkup(<SatisfactionSection satisfaction={none} />)
    expect(html).toContain(">N/A<")
    expect(html).toContain("No ratings given in this period.")
  })
})

describe("satisfactionSummary", () => {
  it("counts the ratings and names the best month", () => {
    expect(satisfactionSummary(sampleDashboardData.satisfaction!.monthly)).toBe(
      "Over 4 months, 4 ratings. The best month was 2026-10, averaging 5.00 of 5. Months without ratings show 0.",
    )
    expect(satisfactionSummary([{ month: "2026-11", average: null, count: 0 }])).toBe(
      "No ratings over 1 month.",
    )
  })
})
