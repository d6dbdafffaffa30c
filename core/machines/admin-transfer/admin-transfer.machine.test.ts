import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { transferRoleRefusals } from "../../domain/admin/transfer.ts"
import { PORTAL_COMPANY_ID } from "../../domain/users/user-rules.ts"
import type { Company, TransferResult } from "../../schema/admin.ts"
import { Forbidden } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { adminTransferMachine, type TransferInput } from "./admin-transfer.machine.ts"
import { transferQuestion } from "./admin-transfer.question.ts"

const companies = [
  { id: 2, companyName: "Acme Manufacturing", userCount: 5, agreementCount: 4 },
  { id: 3, companyName: "Globex Logistics", userCount: 4, agreementCount: 3 },
] as Company[]
const user = {
  userid: 7,
  username: "acme.user",
  roleid: 4,
  companyid: 2,
  companyname: "Acme Manufacturing",
} as User
const result: TransferResult = {
  status: "success",
  message: "acme.user moved to Globex Logistics; their tickets stay with their former company",
  userID: 7,
  fromCompanyID: 2,
  toCompanyID: 3,
  sessionsEnded: 1,
}

const start = (transferUser = resolves<TransferResult, TransferInput>(result)) => {
  const userSearches: Array<{ search: string }> = []
  const machine = adminTransferMachine.provide({
    actors: {
      findUsers: resolves<ReadonlyArray<User>>([user], userSearches),
      findCompanies: resolves<ReadonlyArray<Company>>(companies),
      transferUser,
    },
  })
  const actor = createActor(machine).start()
  return { actor, userSearches }
}

describe("adminTransferMachine", () => {
  it("loads companies then users, transfers the chosen user and finds the users again", async () => {
    const calls: TransferInput[] = []
    const { actor, userSearches } = start(resolves(result, calls))
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.companies).toEqual(companies)
    expect(actor.getSnapshot().context.users).toEqual([user])
    actor.send({ type: "transfer.findUsers", search: "acme" })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.chooseCompany", companyId: 3 })
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().value).toBe("transferring")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([{ userID: 7, companyID: 3 }])
    expect(actor.getSnapshot().context).toMatchObject({ result, user: null, error: null })
    expect(userSearches.map((s) => s.search)).toEqual(["", "acme", "acme"])
  })

  it("refuses the user's own company or a missing choice before sending, naming the field", async () => {
    const calls: TransferInput[] = []
    const { actor } = start(resolves(result, calls))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest", field: "userID" })
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest", field: "companyID" })
    actor.send({ type: "transfer.chooseCompany", companyId: 2 })
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().context.error).toMatchObject({
      _tag: "BadRequest",
      field: "companyID",
      message: "The user already belongs to this company: choose another one",
    })
    expect(calls).toEqual([])
  })

  it("keeps the server's typed refusal and the choice", async () => {
    const { actor } = start(
      rejects(new Forbidden({ message: "Staff accounts belong to the provider and are not transferred" })),
    )
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.chooseCompany", companyId: 3 })
    actor.send({ type: "transfer.submit" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "Forbidden" })
    expect(actor.getSnapshot().context.user).toEqual(user)
    expect(actor.getSnapshot().context.result).toBeNull()
  })
  it("offers no sales rep; refuses a customer into the provider's company before sending (issue 22, 24)", async () => {
    const calls: TransferInput[] = []
    const rep = { ...user, userid: 9, username: "sales.rep", roleid: 11, companyid: 1 } as User
    const machine = adminTransferMachine.provide({
      actors: {
        findUsers: resolves<ReadonlyArray<User>>([user, rep]),
        findCompanies: resolves<ReadonlyArray<Company>>(companies),
        transferUser: resolves(result, calls),
      },
    })
    const actor = createActor(machine).start()
    await waitFor(actor, (s) => s.matches("ready"))
    // The rep is not offered, so choosing it chooses nobody.
    expect(actor.getSnapshot().context.users).toEqual([user])
    actor.send({ type: "transfer.chooseUser", userid: 9 })
    actor.send({ type: "transfer.chooseCompany", companyId: 2 })
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().context.error).toMatchObject({ field: "userID" })
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.chooseCompany", companyId: PORTAL_COMPANY_ID })
    actor.send({ type: "transfer.submit" })
    expect(actor.getSnapshot().context.error).toMatchObject({
      field: "companyID",
      message: transferRoleRefusals.intoProvider,
    })
    expect(calls).toEqual([])
  })

  it("holds the typed searches until sent, and toasts a transfer", async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches("ready") && s.context.users.length > 0)
    const toasts: string[] = []
    actor.on("toast.show", (e) => toasts.push(e.toast.title))
    actor.send({ type: "transfer.edit", changes: { users: "acme" } })
    actor.send({ type: "transfer.edit", changes: { companies: "Glob" } })
    expect(actor.getSnapshot().context).toMatchObject({
      typed: { users: "acme", companies: "Glob" },
      userSearch: "",
    })
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.chooseCompany", companyId: 3 })
    actor.send({ type: "transfer.submit" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.result !== null)
    expect(toasts).toEqual([result.message])
  })
})

describe("adminTransferMachine: the screen's question lives in the machine", () => {
  it("a request asks first (what moves, to whom); cancel sends nothing, confirm transfers", async () => {
    const calls: TransferInput[] = []
    const { actor } = start(resolves(result, calls))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.chooseCompany", companyId: 3 })
    actor.send({ type: "transfer.request" })
    expect(actor.getSnapshot().value).toBe("confirming")
    expect(transferQuestion(actor.getSnapshot().context)).toMatchObject({
      title: "Move acme.user to Globex Logistics?",
      confirmText: "Transfer",
      cancelText: "Cancel",
    })
    actor.send({ type: "transfer.chooseCompany", companyId: 2 })
    expect(actor.getSnapshot().context.companyId).toBe(3)
    actor.send({ type: "transfer.cancel" })
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "transfer.request" })
    actor.send({ type: "transfer.confirm" })
    expect(actor.getSnapshot().value).toBe("transferring")
    await waitFor(actor, (s) => s.matches("ready"))
    expect(calls).toEqual([{ userID: 7, companyID: 3 }])
  })

  it("a request that would be refused names the field without asking", async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "transfer.chooseUser", userid: 7 })
    actor.send({ type: "transfer.request" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "BadRequest", field: "companyID" })
  })
})
