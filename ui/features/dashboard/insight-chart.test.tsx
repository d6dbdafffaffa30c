// @vitest-environment jsdom
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { InsightChart } from "./insight-chart.tsx"

const chart = vi.hoisted(() => ({ drawn: 0, destroyed: 0 }))
vi.mock("./chart-draw.ts", () => ({
  drawChart: () => {
    chart.drawn++
    return { destroy: () => chart.destroyed++ }
  },
}))

/** An IntersectionObserver the test moves: `show()` brings every observed element near the screen. */
let observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = []
class FakeObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] }
    observers.push(this.entry)
  }
  observe(target: Element) {
    this.entry.targets.push(target)
  }
  disconnect() {
    this.entry.targets = []
  }
}
const show = () => {
  for (const { callback, targets } of observers)
    if (targets.length > 0)
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

let host: HTMLDivElement
beforeEach(() => {
  Object.assign(chart, { drawn: 0, destroyed: 0 })
  observers = []
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
  host = document.createElement("div")
  document.body.append(host)
})
afterEach(() => {
  host.remove()
  // The pure project shares a worker's globals between files: leave none behind.
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})

const weekly = (
  <InsightChart
    title="Tickets per week"
    summary="12 tickets over 2 weeks."
    labelHeader="Week"
    labels={["Nov 2", "Nov 9"]}
    series={[{ label: "Tickets", values: [5, 7], mark: "bar" }]}
  />
)

describe("InsightChart", () => {
  it("draws nothing (and loads no chart code) until the chart comes on screen, then draws once", async () => {
    const root = createRoot(host)
    act(() => root.render(weekly))
    await settle()
    expect(chart.drawn).toBe(0)
    expect(host.querySelector("canvas")?.getAttribute("aria-label")).toBe("Tickets per week")
    show()
    await settle()
    show()
    await settle()
    expect(chart.drawn).toBe(1)
    act(() => root.unmount())
    expect(chart.destroyed).toBe(1)
  })

  it("renders the data table's rows only once its disclosure is opened", async () => {
    const root = createRoot(host)
    act(() => root.render(weekly))
    expect(host.querySelector("summary")?.textContent).toBe("Show the data as a table")
    expect(host.querySelector("table")).toBeNull()
    const details = host.querySelector("details")!
    act(() => {
      details.open = true
      details.dispatchEvent(new Event("toggle"))
    })
    expect(host.querySelector("caption")?.textContent).toBe("Tickets per week")
    expect(host.querySelector("tbody")?.textContent).toBe("Nov 25Nov 97")
    act(() => root.unmount())
  })

  it("draws nothing when the dashboard is left before its chart came near", async () => {
    const root = createRoot(host)
    act(() => root.render(weekly))
    act(() => root.unmount())
    show()
    await settle()
    expect(chart).toEqual({ drawn: 0, destroyed: 0 })
  })
})
