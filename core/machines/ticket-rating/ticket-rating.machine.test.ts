import { describe, expect, it } from "vitest"
import { ratingTexts } from "../../domain/tickets/rating.ts"
import { Conflict, NotFound } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { ticketRatingMachine, viewOfLink, viewOfTicket } from "./ticket-rating.machine.ts"
import type { RatingView } from "./ticket-rating.types.ts"

const open: RatingView = { ticketid: 7, title: null, state: "open", canRate: true, rating: null }
const rated: RatingView = {
  ...open,
  state: "used",
  canRate: false,
  rating: { score: 4, comment: "Kind", rated: "2026-11-28T12:00:00.000Z", ratedby: "Alice" },
}

describe("ticket rating machine", () => {
  it("loads the ask, refuses a missing score, then sends the score and the comment once", async () => {
    const fetched: unknown[] = []
    const sent: unknown[] = []
    const machine = ticketRatingMachine.provide({
      actors: { fetchRating: resolves(open, fetched), sendRating: resolves(rated, sent) },
    })
    const driver = drive(machine, { input: { target: { ticketid: 7 } } })
    driver.expectState("idle")
    expect(fetched).toHaveLength(0)
    await driver.send({ type: "rating.load" }).settle("ready")
    expect(fetched).toEqual([{ target: { ticketid: 7 } }])
    driver
      .send({ type: "rating.submit" })
      .expectState("ready")
      .expectContext({ invalid: ratingTexts.chooseScore })
    expect(sent).toHaveLength(0)
    driver.send({ type: "rating.score", score: 4 }).send({ type: "rating.comment", value: "Kind" })
    driver.expectContext({ invalid: null })
    await driver.send({ type: "rating.submit" }).settle("ready")
    expect(sent).toEqual([{ target: { ticketid: 7 }, payload: { score: 4, comment: "Kind" } }])
    driver.expectContext({ view: rated, sent: true, score: null, comment: "" })
    // Shown again after a new close: asks the server again.
    await driver.send({ type: "rating.load" }).settle("ready")
    expect(fetched).toHaveLength(2)
    driver.expectContext({ sent: false })
  })

  it("keeps the form and the server's reason when the link was used meanwhile", async () => {
    const used = new Conflict({ message: ratingTexts.used, field: "token" })
    const machine = ticketRatingMachine.provide({
      actors: { fetchRating: resolves(open), sendRating: rejects(used) },
    })
    const driver = await drive(machine, { input: { target: { token: "T".repeat(40) } } }).settle("ready")
    await driver.send({ type: "rating.score", score: 2 }).send({ type: "rating.submit" }).settle("ready")
    driver.expectContext({ error: used, sent: false, score: 2 })
  })

  it("fails to load an unknown link and tries again on retry", async () => {
    const gone = new NotFound({ message: ratingTexts.invalid })
    const machine = ticketRatingMachine.provide({ actors: { fetchRating: rejects(gone) } })
    const driver = await drive(machine, { input: { target: { token: "T".repeat(40) } } }).settle("failed")
    driver.expectContext({ error: gone })
    driver.send({ type: "rating.retry" }).expectState("loading")
  })

  it("turns both answers into one view", () => {
    expect(viewOfTicket({ ticketid: 7, asked: false, canRate: false, rating: null }).state).toBe("none")
    expect(viewOfTicket({ ticketid: 7, asked: true, canRate: true, rating: null })).toEqual(open)
    expect(viewOfLink({ ticketid: 7, title: "Jam", state: "expired" })).toEqual({
      ticketid: 7,
      title: "Jam",
      state: "expired",
      canRate: false,
      rating: null,
    })
  })
})
