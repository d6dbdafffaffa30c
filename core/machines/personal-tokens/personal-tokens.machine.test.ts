import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { DEFAULT_EXPIRY_DAYS, tokenTexts } from "../../domain/tokens/personal-tokens.ts"
import { messages } from "../../domain/validation/rules.ts"
import { Conflict, Forbidden } from "../../schema/errors.ts"
import type { CreatedPersonalToken, PersonalToken, PersonalTokenList } from "../../schema/personal-token.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { personalTokensMachine, revokeQuestion } from "./personal-tokens.machine.ts"

const old: PersonalToken = {
  id: 1,
  name: "old",
  created: "2026-11-01T10:00:00.000Z",
  expires: null,
  lastUsed: "2026-11-27T08:00:00.000Z",
}
const made: CreatedPersonalToken = {
  id: 2,
  name: "ci runner",
  created: "2026-11-28T10:00:00.000Z",
  expires: "2026-12-28T10:00:00.000Z",
  lastUsed: null,
  secret: `portal_pat_${"a".repeat(43)}`,
}

const list: PersonalTokenList = { status: "success", items: [old], count: 1 }

const start = (actors: Partial<Parameters<typeof personalTokensMachine.provide>[0]["actors"]> = {}) =>
  createActor(
    personalTokensMachine.provide({
      actors: {
        listTokens: resolves(list),
        createToken: resolves(made),
        revokeToken: resolves({ status: "success", message: 'Revoked token "old"' }),
        ...actors,
      },
    }),
  ).start()

describe("personalTokensMachine", () => {
  it("loads the list, creates with the trimmed name and chosen lifetime, and keeps the secret until dismissed", async () => {
    const calls: unknown[] = []
    const actor = start({ createToken: resolves(made, calls) })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context).toMatchObject({ tokens: [old], expiresInDays: DEFAULT_EXPIRY_DAYS })
    actor.send({ type: "draft.nameChange", name: "  ci runner " })
    actor.send({ type: "draft.expiryChange", expiresInDays: null })
    actor.send({ type: "token.create" })
    expect(actor.getSnapshot().matches("creating")).toBe(true)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([{ name: "ci runner", expiresInDays: null }])
    const { context } = actor.getSnapshot()
    expect(context.created?.secret).toBe(made.secret)
    expect(context.tokens.map((t) => t.name)).toEqual(["ci runner", "old"])
    expect(JSON.stringify(context.tokens)).not.toContain("portal_pat_")
    expect(context.name).toBe("")
    actor.send({ type: "secret.copied" })
    expect(actor.getSnapshot().context.copied).toBe(true)
    actor.send({ type: "secret.dismiss" })
    expect(actor.getSnapshot().context).toMatchObject({ created: null, copied: false })
  })

  it("refuses a name the rule refuses without calling, and shows a taken name's 409 at the field", async () => {
    const calls: unknown[] = []
    const taken = new Conflict({ message: tokenTexts.duplicate, field: "name" })
    const actor = start({ createToken: rejects(taken, calls) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "token.create" })
    expect(actor.getSnapshot().context.nameProblem).toBe(messages.required("Name"))
    actor.send({ type: "draft.nameChange", name: "1234" })
    actor.send({ type: "token.create" })
    expect(actor.getSnapshot().context.nameProblem).toBe(tokenTexts.nameShape)
    expect(calls).toEqual([])
    actor.send({ type: "draft.nameChange", name: "old" })
    actor.send({ type: "token.create" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context).toMatchObject({ nameProblem: tokenTexts.duplicate, error: null })
  })

  it("asks before revoking, keeps the token on cancel and drops it once revoked", async () => {
    const calls: unknown[] = []
    const actor = start({
      revokeToken: resolves({ status: "success", message: 'Revoked token "old"' }, calls),
    })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "token.revokeAsk", id: 1 })
    expect(actor.getSnapshot().matches("confirming")).toBe(true)
    expect(revokeQuestion(actor.getSnapshot().context.revoking!).body).toContain('"old"')
    actor.send({ type: "token.revokeCancel" })
    expect(actor.getSnapshot().context).toMatchObject({ tokens: [old], revoking: null })
    actor.send({ type: "token.revokeAsk", id: 1 })
    actor.send({ type: "token.revokeConfirm" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([{ id: 1 }])
    expect(actor.getSnapshot().context).toMatchObject({ tokens: [], revoked: 'Revoked token "old"' })
  })

  it("keeps a refusal of the list or of a revoke for the screen", async () => {
    const refused = new Forbidden({ message: tokenTexts.refusedWhileViewingAs })
    const listing = start({ listTokens: rejects(refused) })
    await waitFor(listing, (s) => s.matches("ready"))
    expect(listing.getSnapshot().context.loadError).toEqual(refused)
    const revoking = start({ revokeToken: rejects(refused) })
    await waitFor(revoking, (s) => s.matches("ready"))
    revoking.send({ type: "token.revokeAsk", id: 1 })
    revoking.send({ type: "token.revokeConfirm" })
    await waitFor(revoking, (s) => s.matches("ready"))
    expect(revoking.getSnapshot().context).toMatchObject({ tokens: [old], error: refused })
  })
})
