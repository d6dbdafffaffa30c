import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock, setup, waitFor } from "xstate"
import { NotFound } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import {
  type ListRequestEvent,
  NO_RESULTS,
  nextPagedParams,
  type PagedParams,
  type PagedResults,
  type PagingEvent,
} from "./paged-list.ts"
import { type PageAnswer, pagedList } from "./paged-list.chart.ts"
import { providedByRuntime } from "./provided-by-runtime.ts"

// A list of names built from the chart alone: what a new list machine writes.
type Context = PagedParams<"name"> & PagedResults<string, NotFound> & { readonly group: string }
type Event =
  | PagingEvent<"name">
  | ListRequestEvent
  | { readonly type: "list.urlChange"; readonly params: { readonly page?: number } }
  | { readonly type: "list.groupChange"; readonly group: string }
interface Query {
  readonly offset: number
  readonly search: string
  readonly group: string
}

const fetchPage = providedByRuntime<PageAnswer<string>, { query: Query }, NotFound>("fetchPage")
const list = pagedList({
  queryOf: (c: Context): Query => ({ offset: c.page * c.pageSize, search: c.search, group: c.group }),
  requestKeyOf: (q: Query) => JSON.stringify(q),
  nextParams: (c: Context, e: Event): Partial<Context> => {
    if (e.type === "list.urlChange") return { page: e.params.page ?? 0 }
    if (e.type === "list.groupChange") return { group: e.group, page: 0 }
    return e.type === "list.load" || e.type === "list.refresh" ? {} : nextPagedParams(c, c.count, e)
  },
  paramEvents: ["list.groupChange"],
  fetchPage,
})
const namesMachine = setup({
  types: {} as { context: Context; events: Event; input: { page?: number } },
  actors: { fetchPage },
  delays: { searchDebounce: 300 },
  guards: list.guards,
  actions: list.actions,
}).createMachine({
  id: "names",
  context: ({ input }) => ({
    ...{ page: 0, pageSize: 10, sort: "name", sortDirection: "asc", search: "", group: "all" },
    ...input,
    ...NO_RESULTS,
  }),
  ...list.chart,
})

const names = (n: number) => Array.from({ length: n }, (_, i) => `n${i}`)
const start = (
  answer: (q: Query) => PageAnswer<string>,
  calls: { query: Query }[],
  input = {},
  clock?: SimulatedClock,
) =>
  createActor(
    namesMachine.provide({
      actors: { fetchPage: resolves(({ query }: { query: Query }) => answer(query), calls) },
    }),
    {
      input,
      ...(clock ? { clock } : {}),
    },
  ).start()
const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches("none") || s.matches("error"))

describe("pagedList: one chart for every list", () => {
  it("loads, reuses the cached result for the same request, asks again when forced or changed", async () => {
    const calls: { query: Query }[] = []
    const actor = start(() => ({ items: names(10), count: 30 }), calls)
    actor.send({ type: "list.load" })
    await settled(actor)
    actor.send({ type: "list.load" })
    expect(actor.getSnapshot().value).toBe("none")
    actor.send({ type: "list.refresh", force: true })
    await settled(actor)
    actor.send({ type: "list.groupChange", group: "b" })
    await settled(actor)
    expect(calls.map((c) => c.query.group)).toEqual(["all", "all", "b"])
    expect(actor.getSnapshot().context).toMatchObject({
      count: 30,
      requestStatus: "none",
      results: names(10),
    })
  })

  it("goes to the last page when a page past the end comes back empty, and asks again", async () => {
    const calls: { query: Query }[] = []
    const actor = start((q) => ({ items: q.offset >= 30 ? [] : names(5), count: 25 }), calls, { page: 9 })
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(calls.map((c) => c.query.offset)).toEqual([90, 20])
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, count: 25, results: names(5) })
  })

  it("shows an empty page within the count as it is, without asking again", async () => {
    const calls: { query: Query }[] = []
    const actor = start(() => ({ items: [], count: 25 }), calls)
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().context).toMatchObject({
      page: 0,
      count: 25,
      results: [],
      requestStatus: "none",
    })
  })

  it("waits for typing to pause: two searches within the debounce send one request", async () => {
    const clock = new SimulatedClock()
    const calls: { query: Query }[] = []
    const actor = start(() => ({ items: names(1), count: 1 }), calls, {}, clock)
    actor.send({ type: "list.searchChange", search: "a" })
    clock.increment(200)
    actor.send({ type: "list.searchChange", search: "ab" })
    clock.increment(200)
    expect(calls).toHaveLength(0)
    clock.increment(100)
    await settled(actor)
    expect(calls.map((c) => c.query.search)).toEqual(["ab"])
  })

  it("ends in error with the typed failure", async () => {
    const actor = createActor(
      namesMachine.provide({ actors: { fetchPage: rejects(new NotFound({ message: "gone" })) } }),
      { input: {} },
    ).start()
    actor.send({ type: "list.load" })
    await waitFor(actor, (s) => s.matches("error"))
    expect(actor.getSnapshot().context).toMatchObject({ requestStatus: "error", error: { _tag: "NotFound" } })
  })
})
