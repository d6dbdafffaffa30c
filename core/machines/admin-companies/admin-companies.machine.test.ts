import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { CompanyList } from "../../schema/admin.ts"
import { resolves } from "../../testing/fake-actors.ts"
import type { Toast } from "../shared/toast.ts"
import { companyDeleteConfirm } from "../../domain/admin/admin-confirms.ts"
import { askThenCancel, askThenConfirm, questionSpec } from "../../testing/confirming.ts"
import {
  type AdminCompaniesContext,
  type AdminCompaniesEvent,
  type CompanyChange,
  adminCompaniesMachine,
  companyDeleteQuestion,
} from "./admin-companies.machine.ts"

const list: CompanyList = {
  items: [{ id: 2, companyName: "Acme", userCount: 1, agreementCount: 1 }],
  count: 1,
}

const start = (changes: CompanyChange[] = []) => {
  const actor = createActor(
    adminCompaniesMachine.provide({
      actors: {
        fetchCompanies: resolves(list),
        changeCompany: resolves((c: CompanyChange) => ({ message: `done ${c.kind}` }), changes),
      },
    }),
  ).start()
  const toasts: Toast[] = []
  actor.on("toast.show", (e) => toasts.push(e.toast))
  return { actor, toasts }
}

describe("adminCompaniesMachine: drafts and toasts", () => {
  it("holds what is typed; a sent create empties the name, a sent rename ends", async () => {
    const changes: CompanyChange[] = []
    const { actor } = start(changes)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.draft).toBeUndefined()
    actor.send({ type: "companies.edit", changes: { newName: "Initech", search: "Ini" } })
    actor.send({ type: "companies.change", change: { kind: "create", companyName: "Initech" } })
    expect(actor.getSnapshot().context.draft).toEqual({ search: "Ini", newName: "", renaming: null })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "companies.edit", changes: { renaming: { id: 2, companyName: "Acme Co" } } })
    expect(actor.getSnapshot().context.draft?.renaming).toEqual({ id: 2, companyName: "Acme Co" })
    actor.send({ type: "companies.change", change: { kind: "rename", id: 2, companyName: "Acme Co" } })
    expect(actor.getSnapshot().context.draft?.renaming).toBeNull()
    expect(changes.map((c) => c.kind)).toEqual(["create", "rename"])
  })

  it("toasts what a change did", async () => {
    const { actor, toasts } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "companies.change", change: { kind: "delete", id: 2 } })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(toasts).toEqual([{ title: "done delete", tone: "success" }])
  })
})

describe("adminCompaniesMachine: a delete asks first", () => {
  const deleteAcme = questionSpec<AdminCompaniesContext, AdminCompaniesEvent>(
    companyDeleteQuestion,
    { type: "companies.deleteAsk", id: 2, companyName: "Acme" },
    { cancel: "companies.deleteCancel", confirm: "companies.deleteConfirm" },
  )

  it("asks naming the company; cancel sends nothing; confirm deletes that company", async () => {
    const changes: CompanyChange[] = []
    const { actor } = start(changes)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(askThenCancel(actor, deleteAcme)).toEqual(companyDeleteConfirm("Acme"))
    expect(companyDeleteQuestion(actor.getSnapshot().context)).toBeNull()
    expect(askThenConfirm(actor, deleteAcme)).toBe("changing")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(companyDeleteQuestion(actor.getSnapshot().context)).toBeNull()
    expect(changes).toEqual([{ kind: "delete", id: 2 }])
  })
})
