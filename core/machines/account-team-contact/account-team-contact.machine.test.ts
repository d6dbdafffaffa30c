import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../runtime/failures.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { accountTeamContactMachine } from "./account-team-contact.machine.ts"

type Actors = Parameters<typeof accountTeamContactMachine.provide>[0]["actors"] & object

const setupContact = (sendContact: Actors["sendContact"], contacted = false) => {
  const remembered: string[] = []
  const machine = accountTeamContactMachine.provide({
    actors: { sendContact, readContacted: resolves(contacted) },
    actions: { rememberContacted: () => remembered.push("contactedAccountTeam") },
  })
  return { machine, remembered }
}

describe("account team contact machine", () => {
  it("asks once: sent, remembered, and asking again sends nothing", async () => {
    const calls: unknown[] = []
    const { machine, remembered } = setupContact(resolves({ status: "success", id: 7 }, calls))
    const driver = await drive(machine).settle("idle")
    await driver.send({ type: "team.contact" }).settle("sent")
    driver.send({ type: "team.contact" })
    expect(calls).toHaveLength(1)
    expect(remembered).toEqual(["contactedAccountTeam"])
    driver.expectContext({ contacted: true, error: null })
  })

  it("starts as sent when this session already asked", async () => {
    const calls: unknown[] = []
    const { machine } = setupContact(resolves({ status: "success", id: 7 }, calls), true)
    const driver = await drive(machine).settle("sent")
    driver.send({ type: "team.contact" })
    expect(calls).toEqual([])
  })

  it("keeps a failure and lets the customer try again, remembering nothing", async () => {
    const failure = new TransportFailure({ status: 503, message: "Service Unavailable" })
    const { machine, remembered } = setupContact(rejects(failure))
    const driver = await drive(machine).settle("idle")
    await driver.send({ type: "team.contact" }).settle("idle")
    driver.expectContext({ error: failure, contacted: false })
    expect(remembered).toEqual([])
  })
})
