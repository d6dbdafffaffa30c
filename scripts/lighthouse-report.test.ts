import { describe, expect, it } from "vitest"
import { bestOf, type Figures, figuresOf, formatTable, misses } from "./lighthouse-report.ts"

const good: Figures = {
  page: "/tickets",
  formFactor: "mobile",
  performance: 95,
  lcpMs: 2100,
  tbtMs: 120,
  cls: 0.01,
  bytes: 312_400,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  findings: [],
}

describe("bestOf", () => {
  it("keeps the run with the highest performance, ties to the lower LCP", () => {
    const a = { ...good, performance: 88, lcpMs: 1900 }
    const b = { ...good, performance: 92, lcpMs: 2600 }
    const c = { ...good, performance: 92, lcpMs: 2400 }
    expect(bestOf([a, b, c])).toBe(c)
    expect(bestOf([a])).toBe(a)
    expect(() => bestOf([])).toThrow("at least one run")
  })
})

describe("misses", () => {
  it("finds nothing when every target is met, at the limits too", () => {
    expect(misses(good)).toEqual([])
    expect(misses({ ...good, performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1, seo: 95 })).toEqual([])
    expect(misses({ ...good, formFactor: "desktop", performance: 98 })).toEqual([])
  })

  it.each([
    [{ performance: 89 }, "/tickets (mobile): performance 89 is under 90"],
    [{ lcpMs: 2501 }, "/tickets (mobile): LCP 2501 ms is over 2500 ms"],
    [{ lcpMs: 3040.4 }, "/tickets (mobile): LCP 3040 ms is over 2500 ms"],
    [{ tbtMs: 240.4 }, "/tickets (mobile): TBT 240 ms is over 200 ms"],
    [{ cls: 0.12 }, "/tickets (mobile): CLS 0.120 is over 0.1"],
    [{ accessibility: 98 }, "/tickets (mobile): accessibility 98 is under 100"],
    [{ bestPractices: 96 }, "/tickets (mobile): best practices 96 is under 100"],
    [{ seo: 91 }, "/tickets (mobile): SEO 91 is under 95"],
    [{ formFactor: "desktop", performance: 97 }, "/tickets (desktop): performance 97 is under 98"],
  ] as const)("%j misses: %s", (change, line) => {
    expect(misses({ ...good, ...change })).toEqual([line])
  })

  it("holds desktop to its performance score only, not the mobile timings", () => {
    expect(misses({ ...good, formFactor: "desktop", performance: 99, lcpMs: 4000, tbtMs: 500 })).toEqual([])
  })

  it("names every miss of one row", () => {
    expect(misses({ ...good, performance: 59, lcpMs: 7200, seo: 91 })).toHaveLength(3)
  })
})

describe("formatTable", () => {
  it("prints a header and one aligned line per row", () => {
    const table = formatTable([
      { ...good, page: "/auth/login", bytes: 98_765 },
      { ...good, formFactor: "desktop", performance: 100, lcpMs: 600, tbtMs: 0, cls: 0, bytes: 1_104_000 },
    ])
    expect(table.split("\n")).toEqual([
      "page         form factor  perf    LCP     TBT    CLS  transferred  a11y  best pr.  SEO",
      "-----------  -----------  ----  -----  ------  -----  -----------  ----  --------  ---",
      "/auth/login  mobile         95  2.1 s  120 ms  0.010        99 kB   100       100  100",
      "/tickets     desktop       100  0.6 s    0 ms  0.000     1,104 kB   100       100  100",
    ])
  })
})

describe("figuresOf", () => {
  const lhr = {
    categories: {
      performance: { score: 0.594 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: {
        score: 0.91,
        auditRefs: [
          { id: "link-text", weight: 1 },
          { id: "meta-description", weight: 1 },
          { id: "structured-data", weight: 0 },
        ],
      },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 7212.5 },
      "total-blocking-time": { numericValue: 310 },
      "cumulative-layout-shift": { numericValue: 0.004 },
      "total-byte-weight": { numericValue: 909_000 },
      "link-text": { score: 0 },
      "meta-description": { score: 1 },
      "structured-data": { score: 0 },
    },
  }

  it("reads the scores (0-100) and the metrics of a Lighthouse result", () => {
    expect(figuresOf("/dashboard", "mobile", lhr)).toEqual({
      page: "/dashboard",
      formFactor: "mobile",
      performance: 59,
      lcpMs: 7212.5,
      tbtMs: 310,
      cls: 0.004,
      bytes: 909_000,
      accessibility: 100,
      bestPractices: 100,
      seo: 91,
      findings: ["seo: link-text"],
    })
  })

  it("counts an unscored category 0 and refuses a missing metric", () => {
    expect(
      figuresOf("/x", "mobile", { ...lhr, categories: { ...lhr.categories, seo: { score: null } } }).seo,
    ).toBe(0)
    const { "total-blocking-time": _, ...audits } = lhr.audits
    expect(() => figuresOf("/x", "mobile", { ...lhr, audits })).toThrow(
      "Lighthouse measured no total-blocking-time",
    )
  })
})
