import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock, waitFor } from "xstate"
import { resolves } from "../../testing/fake-actors.ts"
import { whatsNewMachine, isWhatsNewVisible } from "./whats-new.machine.ts"

const OLD_USER = "2023-01-10T00:00:00.000Z"

const start = (lastActivity: string, opts: { impersonating?: boolean; created?: string } = {}) => {
  const clock = new SimulatedClock()
  const resets: unknown[] = []
  const went: string[] = []
  const lookups: unknown[] = []
  const actor = createActor(
    whatsNewMachine.provide({
      actors: {
        lookupLastActivity: resolves(lastActivity, lookups),
        resetSubscriptions: resolves<void>(undefined, resets),
      },
      actions: { navigate: (_, p: { to: string }) => went.push(p.to) },
    }),
    {
      clock,
      input: {
        userID: 5,
        isImpersonation: opts.impersonating ?? false,
        userCreated: opts.created ?? OLD_USER,
      },
    },
  ).start()
  return { actor, clock, resets, went, lookups }
}

const settled = (a: ReturnType<typeof start>) =>
  waitFor(a.actor, (s) => !s.matches("checking") && !s.matches("starting"))

describe("what's-new machine", () => {
  it.each([
    ["no subscription change, old user", "2000-01-01T00:00:00.000Z", {}, "shown"],
    ["changed before the cut-off", "2023-06-27T23:59:59.000Z", {}, "shown"],
    ["changed on the cut-off", "2023-06-28T00:00:00.000Z", {}, "hidden"],
    ["changed since", "2024-02-01T00:00:00.000Z", {}, "hidden"],
    [
      "user created after the cut-off",
      "2000-01-01T00:00:00.000Z",
      { created: "2023-07-01T00:00:00.000Z" },
      "hidden",
    ],
    ["impersonating", "2000-01-01T00:00:00.000Z", { impersonating: true }, "hidden"],
  ] as const)("%s -> %s", async (_, last, opts, state) => {
    const a = start(last, opts)
    await settled(a)
    expect(a.actor.getSnapshot().value).toBe(state)
    if ("impersonating" in opts) expect(a.lookups).toHaveLength(0)
  })

  it("slides forward and back within the two slides", async () => {
    const a = start("2000-01-01T00:00:00.000Z")
    await settled(a)
    const slide = () => a.actor.getSnapshot().context.slide
    a.actor.send({ type: "whatsNew.back" })
    expect(slide()).toBe(0)
    a.actor.send({ type: "whatsNew.next" })
    a.actor.send({ type: "whatsNew.next" })
    expect(slide()).toBe(1)
    a.actor.send({ type: "whatsNew.goTo", slide: 0 })
    expect(slide()).toBe(0)
  })

  it.each([["whatsNew.close"], ["whatsNew.dashboard"]] as const)(
    "%s hides after 500 ms (SimulatedClock), then resets the subscriptions",
    async (type) => {
      const a = start("2000-01-01T00:00:00.000Z")
      await settled(a)
      a.actor.send({ type })
      expect(a.actor.getSnapshot().value).toBe("hiding")
      expect(isWhatsNewVisible(a.actor.getSnapshot())).toBe(true)
      a.clock.increment(499)
      expect(a.actor.getSnapshot().value).toBe("hiding")
      expect(a.resets).toHaveLength(0)
      a.clock.increment(1)
      await waitFor(a.actor, (s) => s.matches("hidden"))
      expect(a.resets).toEqual([{ userID: 5 }])
      expect(a.went).toEqual(type === "whatsNew.dashboard" ? ["/dashboard"] : [])
    },
  )
})
