import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock, waitFor } from "xstate"
import { Conflict, Forbidden } from "../../schema/errors.ts"
import type { TicketWatchers, WatcherCandidates } from "../../schema/ticket-watchers.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { ticketWatchersMachine, WATCHER_SEARCH_DEBOUNCE_MS } from "./ticket-watchers.machine.ts"
import type { CandidatesInput, WatcherChangeInput, WatcherRemoveInput } from "./ticket-watchers.types.ts"

const alice = { userid: 41, username: "alice", name: "Alice Acheson", email: "alice@example.com" }
const list = (canManage: boolean, userids: number[] = []): TicketWatchers => ({
  ticketid: 7,
  items: userids.map((userid) => ({ ...alice, userid, active: true, canRemove: true })),
  count: userids.length,
  max: 20,
  canManage,
  canWatch: !canManage,
})
const found: WatcherCandidates = { items: [alice] }

const start = (
  actors: Partial<Parameters<typeof ticketWatchersMachine.provide>[0]["actors"]> = {},
  clock = new SimulatedClock(),
) =>
  createActor(
    ticketWatchersMachine.provide({
      actors: {
        fetchWatchers: resolves(list(true)),
        fetchCandidates: resolves(found),
        addWatcher: resolves(list(true, [41])),
        removeWatcher: resolves(list(true)),
        ...actors,
      },
    }),
    { input: { ticketId: 7 }, clock },
  ).start()

describe("ticketWatchersMachine", () => {
  it("waits for the detail to ask, then loads the list", async () => {
    const actor = start()
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "watchers.load" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.watchers?.canManage).toBe(true)
  })

  it("a manager picks a colleague: the search waits for the typing to stop, then adds", async () => {
    const clock = new SimulatedClock()
    const searches: CandidatesInput[] = []
    const adds: WatcherChangeInput[] = []
    const actor = start(
      { fetchCandidates: resolves(found, searches), addWatcher: resolves(list(true, [41]), adds) },
      clock,
    )
    actor.send({ type: "watchers.load" })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "watchers.pick" })
    await waitFor(actor, (s) => s.matches({ picking: "shown" }))
    actor.send({ type: "watchers.search", value: "al" })
    actor.send({ type: "watchers.search", value: " ali " })
    expect(actor.getSnapshot().matches({ picking: "debouncing" })).toBe(true)
    clock.increment(WATCHER_SEARCH_DEBOUNCE_MS)
    await waitFor(actor, (s) => s.matches({ picking: "shown" }))
    expect(searches).toEqual([
      { ticketid: 7, search: "" },
      { ticketid: 7, search: "ali" },
    ])
    actor.send({ type: "watchers.add", userid: 41 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(adds).toEqual([{ ticketid: 7, userid: 41 }])
    expect(actor.getSnapshot().context).toMatchObject({ search: "", candidates: [], watchers: { count: 1 } })
  })

  it("offers no picker to a caller who may not manage; they watch it themselves and leave", async () => {
    const adds: WatcherChangeInput[] = []
    const removes: WatcherRemoveInput[] = []
    const actor = start({
      fetchWatchers: resolves(list(false)),
      addWatcher: resolves(list(false, [41]), adds),
      removeWatcher: resolves(list(false), removes),
    })
    actor.send({ type: "watchers.load" })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "watchers.pick" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "watchers.watch" })
    await waitFor(actor, (s) => s.matches("ready") && adds.length === 1)
    actor.send({ type: "watchers.remove", userid: 41 })
    await waitFor(actor, (s) => s.matches("ready") && removes.length === 1)
    expect(adds).toEqual([{ ticketid: 7 }])
    expect(removes).toEqual([{ ticketid: 7, userid: 41 }])
    expect(actor.getSnapshot().context.watchers?.count).toBe(0)
  })

  it("keeps each failure for the face and the list as it was; a failed load is retried", async () => {
    const full = new Conflict({ message: "Service Ticket #7 already has 20 watchers", field: "userid" })
    const refused = new Forbidden({ message: "Only the contact" })
    const actor = start({
      fetchCandidates: rejects(refused),
      addWatcher: rejects(full),
      removeWatcher: rejects(refused),
    })
    actor.send({ type: "watchers.load" })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "watchers.pick" })
    await waitFor(actor, (s) => s.matches({ picking: "shown" }))
    expect(actor.getSnapshot().context.error).toBe(refused)
    actor.send({ type: "watchers.cancel" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "watchers.watch" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ error: full, watchers: { count: 0 } })
    actor.send({ type: "watchers.remove", userid: 41 })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error === refused)

    const failing = start({ fetchWatchers: rejects(refused) })
    failing.send({ type: "watchers.load" })
    await waitFor(failing, (s) => s.matches("failed"))
    expect(failing.getSnapshot().context.error).toBe(refused)
    failing.send({ type: "watchers.load" })
    expect(failing.getSnapshot().value).toBe("loading")
  })
})
