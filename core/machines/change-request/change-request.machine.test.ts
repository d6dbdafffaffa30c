import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { BadRequest } from "../../schema/errors.ts"
import type { AgreementRequest } from "../../schema/equipment.ts"
import { changeRequestMachine, type ChangeRequestSubject } from "./change-request.machine.ts"

const subject: ChangeRequestSubject = {
  equipmentid: 7,
  agreementid: 2,
  salesemail: "rep@example.com",
  locationname: "Plant",
  description: "Robot",
  systemname: "ROBOT-1",
  serialnumber: "SN1",
}

const start = (send: (input: AgreementRequest) => Promise<{ status: string; id: number }>) => {
  const sent: AgreementRequest[] = []
  const actor = createActor(
    changeRequestMachine.provide({
      actors: {
        sendRequest: fromPromise(({ input }: { input: AgreementRequest }) => {
          sent.push(input)
          return send(input)
        }),
      },
    }),
  )
  actor.start()
  return { actor, sent }
}

describe("change request machine", () => {
  it("shows every failed check and sends nothing", () => {
    const { actor, sent } = start(async () => ({ status: "success", id: 1 }))
    actor.send({ type: "request.open" })
    actor.send({ type: "request.submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.problems).toEqual([
      "Current agreement was not able to be located",
      "Sales representative email was not available",
      "Message was empty",
      "Equipment not properly defined",
    ])
    expect(sent).toEqual([])
  })

  it("sends to the subject's sales rep, submitting meanwhile, and closes with the id", async () => {
    const { actor, sent } = start(async () => ({ status: "success", id: 41 }))
    const announced: number[] = []
    actor.on("request.sent", (e) => announced.push(e.id))
    actor.send({ type: "request.subjectChange", subject })
    actor.send({ type: "request.open" })
    actor.send({ type: "request.messageChange", message: "  Move it  " })
    actor.send({ type: "request.submit" })
    expect(actor.getSnapshot().context.submitting).toBe(true)
    const done = await waitFor(actor, (s) => s.matches("closed"))
    expect(done.context).toMatchObject({ submitting: false, sentId: 41, message: "" })
    expect(sent).toEqual([
      {
        template: "agreement-request",
        to: "rep@example.com",
        agreementid: 2,
        equipmentid: 7,
        locationname: "Plant",
        equipment: "Robot",
        systemname: "ROBOT-1",
        serialnumber: "SN1",
        message: "Move it",
      },
    ])
    expect(announced).toEqual([41])
  })

  it("on failure shows the heading and the server's text, and clears the submitting flag", async () => {
    const { actor } = start(async () => {
      throw new BadRequest({ message: "to must be the sales representative of the agreement", field: "to" })
    })
    actor.send({ type: "request.subjectChange", subject })
    actor.send({ type: "request.open" })
    actor.send({ type: "request.messageChange", message: "Move it" })
    actor.send({ type: "request.submit" })
    const done = await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null)
    expect(done.context.submitting).toBe(false)
    expect(done.context.failureText).toBe(
      "Unable to submit a change request\nto must be the sales representative of the agreement",
    )
  })
})
