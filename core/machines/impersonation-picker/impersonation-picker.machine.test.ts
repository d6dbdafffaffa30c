import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { ImpersonationCandidate, ImpersonationLog } from "../../schema/admin.ts"
import { resolves } from "../../testing/fake-actors.ts"
import { impersonationPickerMachine } from "./impersonation-picker.machine.ts"

const ann: ImpersonationCandidate = {
  userid: 4,
  username: "acme.user",
  fullname: "Ann User",
  roleId: 4,
  companyId: 2,
  companyName: "Acme",
}

const noLog: ImpersonationLog = { items: [], count: 0 }

const start = (searches: Array<{ search: string }>) =>
  createActor(
    impersonationPickerMachine.provide({
      actors: {
        fetchLog: resolves(noLog),
        findCandidates: resolves<ReadonlyArray<ImpersonationCandidate>>([ann], searches),
      },
    }),
    { input: { canPick: true } },
  ).start()

describe("impersonationPickerMachine: the search box lives in the machine", () => {
  it("holds the term as typed without asking; Find searches for it trimmed", async () => {
    const searches: Array<{ search: string }> = []
    const actor = start(searches)
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "picker.termChange", term: "  acme " })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context).toMatchObject({ term: "  acme ", search: "" })
    actor.send({ type: "picker.submit" })
    expect(actor.getSnapshot().value).toBe("searching")
    const done = await waitFor(actor, (s) => s.matches("idle"))
    expect(done.context).toMatchObject({ term: "  acme ", search: "acme", candidates: [ann] })
    expect(searches).toEqual([{ search: "acme" }])
  })

  it("Find on a blank box clears the candidates without asking the server", async () => {
    const searches: Array<{ search: string }> = []
    const actor = start(searches)
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "picker.search", search: "acme" })
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "picker.termChange", term: "   " })
    actor.send({ type: "picker.submit" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context).toMatchObject({ term: "   ", search: "", candidates: [] })
    expect(searches).toEqual([{ search: "acme" }])
  })

  it("a search sent with its term (the CLI) shows that term in the box", async () => {
    const actor = start([])
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "picker.search", search: " ann " })
    expect(actor.getSnapshot().context).toMatchObject({ term: " ann ", search: "ann" })
  })
})
