import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { Company, CompanyAgreement } from "../../schema/admin.ts"
import { BadRequest } from "../../schema/errors.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import {
  adminAgreementsMachine,
  agreementsSaveQuestion,
  type SaveAgreementsInput,
} from "./admin-agreements.machine.ts"

const companies: Company[] = [{ id: 2, companyName: "Acme Manufacturing", userCount: 5, agreementCount: 2 }]
const rows: CompanyAgreement[] = [
  { agreementid: 11, agreementname: "Press line", active: true, contracttype: "Full Maintenance" },
  { agreementid: 12, agreementname: "Lathes", active: false, contracttype: "Parts Only" },
]

const start = (saveAgreements = resolves<ReadonlyArray<CompanyAgreement>, SaveAgreementsInput>(rows)) => {
  const fetches: Array<{ companyId: number }> = []
  const machine = adminAgreementsMachine.provide({
    actors: {
      findCompanies: resolves<ReadonlyArray<Company>>(companies),
      fetchAgreements: resolves<ReadonlyArray<CompanyAgreement>>(rows, fetches),
      saveAgreements,
    },
  })
  const actor = createActor(machine).start()
  return { actor, fetches }
}

const chosen = async (actor: ReturnType<typeof start>["actor"]) => {
  await waitFor(actor, (s) => s.matches("choosing"))
  actor.send({ type: "agreements.choose", companyId: 2 })
  await waitFor(actor, (s) => s.matches("ready"))
}

describe("adminAgreementsMachine", () => {
  it("lists companies, loads the chosen one's agreements and saves only the changed entries", async () => {
    const saves: SaveAgreementsInput[] = []
    const { actor, fetches } = start(
      resolves(
        [
          { ...rows[0]!, agreementname: "Press line 2", active: false },
          rows[1]!,
        ] as ReadonlyArray<CompanyAgreement>,
        saves,
      ),
    )
    await chosen(actor)
    expect(actor.getSnapshot().context.companies).toEqual(companies)
    expect(fetches).toEqual([{ companyId: 2 }])
    expect(actor.getSnapshot().context.draft).toHaveLength(2)
    actor.send({ type: "agreements.rename", agreementid: 11, agreementname: "  Press line 2 " })
    actor.send({ type: "agreements.setActive", agreementid: 11, active: false })
    actor.send({ type: "agreements.save" })
    expect(actor.getSnapshot().value).toBe("saving")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(saves).toEqual([
      { companyId: 2, agreements: [{ agreementid: 11, agreementname: "Press line 2", active: false }] },
    ])
    expect(actor.getSnapshot().context).toMatchObject({
      notice: "Saved: 1 agreement changed",
      error: null,
      draft: [{ agreementid: 11, agreementname: "Press line 2", active: false }, { agreementid: 12 }],
    })
  })

  it("refuses an empty name before sending, naming the entry", async () => {
    const saves: SaveAgreementsInput[] = []
    const { actor } = start(resolves<ReadonlyArray<CompanyAgreement>>(rows, saves))
    await chosen(actor)
    actor.send({ type: "agreements.rename", agreementid: 12, agreementname: "   " })
    actor.send({ type: "agreements.save" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(saves).toEqual([])
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "BadRequest",
      field: "agreements.0.agreementname",
      message: "Agreement name is required (agreement 12)",
    })
  })

  it("keeps the server's refusal and the draft; reset restores what was loaded", async () => {
    const refusal = new BadRequest({
      message: "Agreement 11 is not an agreement of company 2",
      field: "agreements.0.agreementid",
    })
    const { actor } = start(rejects(refusal))
    await chosen(actor)
    actor.send({ type: "agreements.setActive", agreementid: 12, active: true })
    actor.send({ type: "agreements.save" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "BadRequest",
      field: "agreements.0.agreementid",
    })
    expect(actor.getSnapshot().context.draft[1]).toMatchObject({ agreementid: 12, active: true })
    actor.send({ type: "agreements.reset" })
    expect(actor.getSnapshot().context.draft[1]).toMatchObject({ agreementid: 12, active: false })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("says there is nothing to save when nothing changed", async () => {
    const saves: SaveAgreementsInput[] = []
    const { actor } = start(resolves<ReadonlyArray<CompanyAgreement>>(rows, saves))
    await chosen(actor)
    actor.send({ type: "agreements.save" })
    expect(saves).toEqual([])
    expect(actor.getSnapshot().context.notice).toBe("Nothing to save: no agreement was changed")
  })

  it("holds the typed company search until sent, and toasts what a save did", async () => {
    const { actor } = start()
    const toasts: string[] = []
    actor.on("toast.show", (e) => toasts.push(e.toast.title))
    await chosen(actor)
    actor.send({ type: "companies.type", search: "Glob" })
    expect(actor.getSnapshot().context).toMatchObject({ searchText: "Glob", companySearch: "" })
    actor.send({ type: "agreements.save" })
    actor.send({ type: "agreements.rename", agreementid: 11, agreementname: "Press line 2" })
    actor.send({ type: "agreements.save" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.notice?.startsWith("Saved") === true)
    expect(toasts).toEqual(["Nothing to save: no agreement was changed", "Saved: 1 agreement changed"])
  })
})

describe("adminAgreementsMachine: the screen's save asks before deactivating", () => {
  it("a save that deactivates asks, naming the agreement; cancel sends nothing; confirm saves", async () => {
    const saves: SaveAgreementsInput[] = []
    const { actor } = start(resolves<ReadonlyArray<CompanyAgreement>, SaveAgreementsInput>(rows, saves))
    await chosen(actor)
    actor.send({ type: "agreements.setActive", agreementid: 11, active: false })
    actor.send({ type: "agreements.request" })
    expect(actor.getSnapshot().value).toBe("confirming")
    expect(agreementsSaveQuestion(actor.getSnapshot().context)).toMatchObject({
      title: "Deactivate 1 agreement?",
      confirmText: "Deactivate and save",
    })
    actor.send({ type: "agreements.cancel" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(saves).toEqual([])
    actor.send({ type: "agreements.request" })
    actor.send({ type: "agreements.confirm" })
    expect(actor.getSnapshot().value).toBe("saving")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(saves).toEqual([
      { companyId: 2, agreements: [{ agreementid: 11, agreementname: "Press line", active: false }] },
    ])
  })

  it("a save that deactivates nothing does not ask; a refused or empty one is said at once", async () => {
    const { actor } = start()
    await chosen(actor)
    actor.send({ type: "agreements.request" })
    expect(actor.getSnapshot().context.notice).toBe("Nothing to save: no agreement was changed")
    actor.send({ type: "agreements.rename", agreementid: 11, agreementname: " " })
    actor.send({ type: "agreements.request" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest" })
    actor.send({ type: "agreements.rename", agreementid: 11, agreementname: "Press line 3" })
    actor.send({ type: "agreements.request" })
    expect(actor.getSnapshot().value).toBe("saving")
  })
})
