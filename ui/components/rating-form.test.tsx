import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { ratingTexts } from "../../core/domain/tickets/rating.ts"
import { ticketRatingMachine } from "../../core/machines/ticket-rating/ticket-rating.machine.ts"
import type { RatingView } from "../../core/machines/ticket-rating/ticket-rating.types.ts"
import { Conflict } from "../../core/schema/errors.ts"
import { rejects, resolves } from "../../core/testing/fake-actors.ts"
import { RatingForm } from "./rating-form.tsx"

/** The value of the checked radio in the markup, or null. */
const checkedScore = (html: string) =>
  (html.match(/<input[^>]*>/g) ?? [])
    .filter((t) => t.includes('checked=""'))
    .map((t) => t.match(/value="(\d)"/)?.[1])[0] ?? null

const open: RatingView = { ticketid: 7, title: "Jam", state: "open", canRate: true, rating: null }

const readyActor = async (send = resolves(open)) => {
  const actor = createActor(
    ticketRatingMachine.provide({ actors: { fetchRating: resolves(open), sendRating: send } }),
    { input: { target: { token: "T".repeat(40) } } },
  ).start()
  await waitFor(actor, (s) => s.matches("ready"))
  return actor
}

describe("RatingForm", () => {
  it("offers the five scores with their words in a labelled group, the comment and the send button", async () => {
    const actor = await readyActor()
    actor.send({ type: "rating.score", score: 4 })
    const html = renderToStaticMarkup(<RatingForm rating={actor} send={actor.send} />)
    expect(html).toContain(`<legend>${ratingTexts.scoreLabel}</legend>`)
    expect(html.match(/type="radio"/g)).toHaveLength(5)
    for (const word of ["Very poor", "Poor", "Fair", "Good", "Very good"])
      expect(html).toContain(`>${word}</span>`)
    expect(checkedScore(html)).toBe("4")
    expect(html).toContain(`>${ratingTexts.commentLabel}</label>`)
    expect(html).toContain(`>${ratingTexts.submit}</button>`)
    expect(html).not.toContain('role="alert"')
  })

  it("says to choose a score when sent without one, tied to the group", async () => {
    const actor = await readyActor()
    actor.send({ type: "rating.submit" })
    const html = renderToStaticMarkup(<RatingForm rating={actor} send={actor.send} />)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(/aria-describedby="([^"]+)-invalid"/)
    expect(html).toContain(`role="alert">${ratingTexts.chooseScore}</p>`)
  })

  it("shows the server's reason when the link was used meanwhile, keeping the choice", async () => {
    const actor = await readyActor(rejects(new Conflict({ message: ratingTexts.used, field: "token" })))
    actor.send({ type: "rating.score", score: 2 })
    actor.send({ type: "rating.submit" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null)
    const html = renderToStaticMarkup(<RatingForm rating={actor} send={actor.send} />)
    expect(html).toContain(ratingTexts.used)
    expect(checkedScore(html)).toBe("2")
  })
})
