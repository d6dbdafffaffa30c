import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { LoadingStatus } from "./loading-status.tsx"

const render = (loading: boolean) =>
  renderToStaticMarkup(<LoadingStatus loading={loading} label="Loading service tickets…" />)

describe("LoadingStatus", () => {
  it("while loading, announces the label and shows it in the progress pill", () => {
    const html = render(true)
    expect(html).toContain('<p role="status" class="visually-hidden">Loading service tickets…</p>')
    expect(html).toMatch(
      /<div class="loading-pill" aria-hidden="true"><span class="loading-pill-bar"><\/span><span class="loading-pill-text">Loading service tickets…<\/span><\/div>/,
    )
  })

  it("once loaded, keeps an empty status and shows nothing", () => {
    const html = render(false)
    expect(html).toBe('<div class="loading-status"><p role="status" class="visually-hidden"></p></div>')
  })
})
