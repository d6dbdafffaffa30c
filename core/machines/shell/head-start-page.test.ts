import { Effect, Layer } from "effect"
import { HttpClient } from "effect/http"
import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import { makeHeadStart } from "../../runtime/head-start.ts"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { fakeSession } from "../../testing/fake-runtime.ts"
import { type FakeAnswer, fakeHttpClient, type SeenRequest } from "../../testing/fake-http.ts"
import { headStartPage } from "./head-start-page.ts"
import { routePageStart } from "./route-pages.ts"
import { liveShellMachine, liveShellPages } from "./shell.actors.ts"

const answer = (request: SeenRequest): FakeAnswer => {
  const path = new URL(request.url).pathname
  if (path === "/v1/ticketdetails") return { status: 200, body: { items: [], count: 0 } }
  if (path === "/v1/agreements") return { status: 200, body: { results: [] } }
  if (path === "/v1/ticketcontacts") return { status: 200, body: { TicketContacts: [] } }
  return { status: 404, body: { _tag: "NotFound", message: "none" } }
}

/** One transport (`seen` counts what reached it) under an early runtime and the app's runtime. */
const setUp = () => {
  const seen: Array<SeenRequest> = []
  const here = { url: "/tickets?status=open" }
  const headStart = makeHeadStart(() => here.url)
  // Answers take a little while, as on a network: a page's first requests all go out before one lands.
  const transport = Layer.effect(
    HttpClient.HttpClient,
    Effect.gen(function* () {
      const client = yield* HttpClient.HttpClient
      return HttpClient.transform(client, (effect) => Effect.andThen(Effect.sleep("20 millis"), effect))
    }),
  ).pipe(Layer.provide(fakeHttpClient(answer, seen)))
  const storage = makeMemoryStorage({ session: JSON.stringify(fakeSession) })
  const runtime = (wrap: typeof headStart.keeping) =>
    makePortalRuntime({ baseUrl: "http://portal.test", storage, httpClient: wrap(transport) })
  return { seen, here, headStart, early: runtime(headStart.keeping), app: runtime(headStart.adopting) }
}

const lists = (seen: ReadonlyArray<SeenRequest>) => seen.filter((r) => r.url.includes("/v1/ticketdetails"))

/** The app's shell with the route's page opened by its screen; resolves once the list has its answer. */
const openInShell = async (app: ReturnType<typeof setUp>["app"], search: string) => {
  const shell = createActor(liveShellMachine(app), { input: { session: null } }).start()
  const start = routePageStart("tickets", search)
  if (start === null) throw new Error("tickets opens a page")
  shell.send(start.open)
  const pageOf = (s: { readonly children: object }) =>
    (s.children as Record<string, AnyActorRef>).ticketListPage
  const page = pageOf(await waitFor(shell, (s) => pageOf(s) !== undefined))
  for (const event of start.events) page?.send(event)
  const list = page?.getSnapshot().children.list as AnyActorRef
  await waitFor(list, (s) => s.matches("none"))
  shell.stop()
}

describe("a first load's page starts its requests ahead of its screen (issue 25)", () => {
  it("sends the list's first request before the screen's module resolves, and the screen's page adopts it", async () => {
    const { seen, headStart, early, app } = setUp()
    let viewLoaded = false
    const view = new Promise<void>(() => {}).then(() => {
      viewLoaded = true
    })
    const started = headStartPage(
      liveShellPages(early),
      routePageStart("tickets", "?status=open")!,
      headStart.settled,
    )
    await headStart.settled()
    expect(viewLoaded).toBe(false)
    expect(lists(seen)).toHaveLength(1)
    await started
    await openInShell(app, "?status=open")
    // One request per URL reached the network: the page took the early answers instead of asking again.
    expect(lists(seen)).toHaveLength(1)
    expect(seen.map((r) => new URL(r.url).pathname).sort()).toEqual([
      "/v1/agreements",
      "/v1/ticketcontacts",
      "/v1/ticketdetails",
    ])
    void view
  })

  it("never hands an answer out twice: a second page asks the network", async () => {
    const { seen, headStart, early, app } = setUp()
    await headStartPage(liveShellPages(early), routePageStart("tickets", "?status=open")!, headStart.settled)
    await openInShell(app, "?status=open")
    await openInShell(app, "?status=open")
    expect(lists(seen)).toHaveLength(2)
  })

  it("never adopts after a navigation, nor for another view of the list", async () => {
    const moved = setUp()
    await headStartPage(
      liveShellPages(moved.early),
      routePageStart("tickets", "?status=open")!,
      moved.headStart.settled,
    )
    moved.here.url = "/dashboard"
    moved.headStart.navigated()
    moved.here.url = "/tickets?status=open"
    await openInShell(moved.app, "?status=open")
    expect(lists(moved.seen)).toHaveLength(1 + 1)

    const other = setUp()
    await headStartPage(
      liveShellPages(other.early),
      routePageStart("tickets", "?status=open")!,
      other.headStart.settled,
    )
    await openInShell(other.app, "?status=closed")
    expect(lists(other.seen)).toHaveLength(2)
  })
})
