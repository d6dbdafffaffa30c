// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import { PRELOADS_PER_TASK, preloadRouteChunks } from "./route-chunks.ts"

const noWait = () => Promise.resolve()

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [
    l.getAttribute("href"),
    l.getAttribute("crossorigin"),
  ])

const page = (json: string) => {
  document.head.innerHTML = `<script type="application/json" id="route-chunks">${json}</script>`
}

afterEach(() => {
  document.head.innerHTML = ""
})

describe("the route's chunks are preloaded after the first paint (issue 25)", () => {
  it("adds one module preload per chunk the page names, in its order, each once", async () => {
    page('{"modules":["/assets/effect-f1.js","/assets/shell-s1.js","/assets/effect-f1.js"]}')
    expect(await preloadRouteChunks(document, noWait)).toBe(2)
    expect(preloads()).toEqual([
      ["/assets/effect-f1.js", ""],
      ["/assets/shell-s1.js", ""],
    ])
    // A second call (or a link the page had) adds nothing.
    expect(await preloadRouteChunks(document, noWait)).toBe(0)
    expect(preloads()).toHaveLength(2)
  })

  it("names only the build's own assets", async () => {
    page(
      '{"modules":["https://evil.example/x.js","//evil.example/y.js","/assets//z.js","/v1/user",7,"/assets/ok-1.js"]}',
    )
    expect(await preloadRouteChunks(document, noWait)).toBe(1)
    expect(preloads()).toEqual([["/assets/ok-1.js", ""]])
  })

  it("does nothing on a page without a list, or with one it cannot read", async () => {
    expect(await preloadRouteChunks(document, noWait)).toBe(0)
    for (const json of ["not json", "[]", '{"modules":"/assets/a.js"}', "null"]) {
      page(json)
      expect(await preloadRouteChunks(document, noWait)).toBe(0)
    }
    expect(preloads()).toEqual([])
  })

  it("adds a few per task, so starting many fetches is no long task", async () => {
    const names = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `"/assets/c${i}.js"`)
    page(`{"modules":[${names.join(",")}]}`)
    const counts: Array<number> = []
    const task = async () => {
      counts.push(preloads().length)
    }
    expect(await preloadRouteChunks(document, task)).toBe(names.length)
    expect(counts).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2])
    expect(preloads()).toHaveLength(names.length)
  })
})
