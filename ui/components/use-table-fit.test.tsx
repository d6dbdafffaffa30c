// @vitest-environment jsdom
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { useTableFit } from "./use-table-fit.ts"

/** Counts the observers made and the widths read (each read forces a layout in a browser). */
const counts = { observers: 0, widthReads: 0 }
class CountingObserver {
  constructor() {
    counts.observers++
  }
  observe() {}
  disconnect() {}
}

function Box({ active, rows }: { readonly active: boolean; readonly rows: number }) {
  const { ref, fits } = useTableFit(active)
  return (
    <div ref={ref} data-fits={String(fits)}>
      {Array.from({ length: rows }, (_, i) => `row ${i + 1}`).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  )
}

let host: HTMLDivElement
beforeEach(() => {
  Object.assign(counts, { observers: 0, widthReads: 0 })
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = CountingObserver
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get: () => {
      counts.widthReads++
      return 800
    },
  })
  host = document.createElement("div")
  document.body.append(host)
})
afterEach(() => {
  host.remove()
  // The pure project shares a worker's globals between files: leave none behind.
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth
})

const renderTimes = (active: boolean) => {
  const root = createRoot(host)
  for (let rows = 1; rows <= 5; rows++) act(() => root.render(<Box active={active} rows={rows} />))
  act(() => root.unmount())
}

describe("useTableFit", () => {
  it("keeps one observer over a list's renders, measuring once per render", () => {
    renderTimes(true)
    expect(counts.observers).toBe(1)
    // Five renders, and one more when the first measurement sets the width.
    expect(counts.widthReads).toBe(6)
  })

  it("measures nothing while the list shows cards whatever the width (a small screen)", () => {
    renderTimes(false)
    expect(counts).toEqual({ observers: 0, widthReads: 0 })
  })
})
