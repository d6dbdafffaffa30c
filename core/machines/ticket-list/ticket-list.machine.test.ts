import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock, waitFor } from "xstate"
import { toUrlParams } from "../../domain/tickets/list-url.ts"
import { TicketListQuery } from "../../schema/ticket-list-query.ts"
import type { Ticket, TicketList } from "../../schema/ticket.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { type FetchPageInput, SEARCH_DEBOUNCE_MS, ticketListMachine } from "./ticket-list.machine.ts"

/** The query a fetch was asked for, as it goes on the wire. */
const sent = (input: FetchPageInput) => Schema.encodeSync(TicketListQuery)(input.query)

const ticket = (ticketid: number) => ({ ticketid }) as Ticket
const page = (count: number, n = 1): TicketList => ({
  items: Array.from({ length: n }, (_, i) => ticket(i + 1)),
  count,
})

const start = (fetchPage = resolves<TicketList, FetchPageInput>(page(60)), clock?: SimulatedClock) =>
  createActor(
    ticketListMachine.provide({ actors: { fetchPage } }),
    clock ? { clock, input: {} } : { input: {} },
  ).start()

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches("none") || s.matches("error"))

describe("ticketListMachine", () => {
  it("loads from the URL, then reuses the cached result for the same request", async () => {
    const calls: FetchPageInput[] = []
    const actor = start(resolves(page(60, 25), calls))
    actor.send({ type: "list.urlChange", params: { page: "2", status: "open" } })
    await settled(actor)
    expect(sent(calls[0]!)).toMatchObject({ os: "25", pl: "25", st: "-ticketid", ticketstatus: "(O)" })
    expect(actor.getSnapshot().context).toMatchObject({ count: 60, page: 1, requestStatus: "none" })

    actor.send({ type: "list.urlChange", params: toUrlParams(actor.getSnapshot().context) })
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(calls).toHaveLength(1)

    actor.send({ type: "list.refresh", force: true })
    await settled(actor)
    expect(calls).toHaveLength(2)
  })

  it("sort change toggles, resets the page and asks again", async () => {
    const calls: FetchPageInput[] = []
    const actor = start(resolves(page(60, 25), calls))
    actor.send({ type: "list.pageSet", page: 0 })
    await settled(actor)
    actor.send({ type: "list.pageNext" })
    await settled(actor)
    expect(actor.getSnapshot().context.page).toBe(1)
    actor.send({ type: "list.sortChange", field: "ticketid" })
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ page: 0, sortDirection: "asc" })
    expect(calls.map((c) => [sent(c).os, sent(c).st])).toEqual([
      ["0", "-ticketid"],
      ["25", "-ticketid"],
      ["0", "ticketid"],
    ])
  })

  it("debounces search typing by 300 ms and sends the trimmed term", async () => {
    const clock = new SimulatedClock()
    const calls: FetchPageInput[] = []
    const actor = start(resolves(page(1), calls), clock)
    actor.send({ type: "list.searchChange", search: "ja" })
    clock.increment(SEARCH_DEBOUNCE_MS - 1)
    actor.send({ type: "list.searchChange", search: " jam " })
    clock.increment(SEARCH_DEBOUNCE_MS - 1)
    expect(actor.getSnapshot().value).toBe("debouncing")
    expect(calls).toHaveLength(0)
    clock.increment(1)
    await settled(actor)
    expect(calls).toHaveLength(1)
    expect(sent(calls[0]!)["problem(*)"]).toBe("jam")
    expect(actor.getSnapshot().context.search).toBe(" jam ")
  })

  it("a failure sets error status; the same request is then sent again", async () => {
    const failure = { _tag: "Forbidden", message: "no" }
    const calls: FetchPageInput[] = []
    const actor = start(rejects(failure, calls))
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe("error")
    expect(actor.getSnapshot().context).toMatchObject({ requestStatus: "error", error: failure })
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(calls).toHaveLength(2)
  })

  it("a newer request aborts the one in flight", async () => {
    const fetch = deferred<TicketList, FetchPageInput>()
    const actor = start(fetch.logic)
    actor.send({ type: "list.load" })
    expect(actor.getSnapshot().context.requestStatus).toBe("loading")
    actor.send({ type: "list.statusChange", status: "closed" })
    expect(fetch.aborted).toHaveLength(1)
    fetch.resolve(page(3, 3))
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ count: 3, status: "closed" })
  })

  it("a page past the end is clamped to the last page and fetched again", async () => {
    const calls: FetchPageInput[] = []
    const fetchPage = resolves<TicketList, FetchPageInput>(
      (input) => (input.query.offset === 0 ? page(20, 20) : { items: [], count: 20 }),
      calls,
    )
    const actor = start(fetchPage)
    actor.send({ type: "list.urlChange", params: { page: "9" } })
    await settled(actor)
    expect(calls.map((c) => sent(c).os)).toEqual(["200", "0"])
    expect(actor.getSnapshot().context).toMatchObject({ page: 0, count: 20 })
    expect(actor.getSnapshot().context.results).toHaveLength(20)
  })
})
