import { describe, expect, it } from "vitest"
import { createActor, toPromise, waitFor } from "xstate"
import type { NewTicket, NewTicketResult } from "../../schema/ticket.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import {
  contactDefaults,
  EMPTY_NEW_TICKET,
  hasUnsavedChanges,
  setNewTicketField,
  toNewTicketPayload,
} from "./new-ticket.form.ts"
import { newTicketMachine } from "./new-ticket.machine.ts"

const start = (createTicket = resolves<NewTicketResult, NewTicket>({ status: "ok", ticketid: 501 })) =>
  createActor(newTicketMachine.provide({ actors: { createTicket } }), {
    input: { defaults: { contactname: "Ann Lee" } },
  }).start()

const fill = (actor: ReturnType<typeof start>) => {
  actor.send({ type: "form.change", field: "agreementid", value: 4 })
  actor.send({ type: "form.change", field: "locationid", value: 9 })
  actor.send({ type: "form.change", field: "problem", value: "  Jammed  " })
}

describe("new ticket form rules", () => {
  it.each([
    ["untouched", {}, false],
    ["only spaces typed", { problem: "   " }, false],
    ["a problem typed", { problem: "Jammed" }, true],
    ["an agreement chosen", { agreementid: 4 }, true],
    ["the contact changed", { contactname: "Bo Chen" }, true],
    ["the contact re-typed with spaces", { contactname: " Ann Lee " }, false],
  ] as const)("unsaved changes when %s: %s", (_, change, unsaved) => {
    const initial = { ...EMPTY_NEW_TICKET, contactname: "Ann Lee" }
    expect(hasUnsavedChanges(initial, { ...initial, ...change })).toBe(unsaved)
  })

  it("a new agreement clears location and equipment", () => {
    const v = { ...EMPTY_NEW_TICKET, agreementid: 1, locationid: 2, equipmentid: 3 }
    expect(setNewTicketField(v, "agreementid", 5)).toMatchObject({
      agreementid: 5,
      locationid: null,
      equipmentid: null,
    })
    expect(setNewTicketField(v, "agreementid", 1)).toMatchObject({ locationid: 2, equipmentid: 3 })
  })

  it("payload trims and leaves out empty optionals", () => {
    const payload = toNewTicketPayload({
      ...EMPTY_NEW_TICKET,
      agreementid: 1,
      locationid: 2,
      problem: " p ",
      contactname: " Ann ",
      contactemail: "  ",
      severitylevel: 2,
    })
    expect(payload).toEqual({
      agreementid: 1,
      locationid: 2,
      problem: "p",
      contactname: "Ann",
      severitylevel: 2,
    })
  })
})

describe("newTicketMachine", () => {
  it("validates on change and blur, not on input", () => {
    const actor = start()
    actor.send({ type: "form.input", field: "contactname", value: "" })
    expect(actor.getSnapshot().context.invalid).toEqual({})
    actor.send({ type: "form.blur", field: "contactname" })
    expect(actor.getSnapshot().context.invalid).toEqual({ contactname: "Contact Name is required" })
    actor.send({ type: "form.change", field: "contactname", value: "x".repeat(101) })
    expect(actor.getSnapshot().context.invalid.contactname).toBe(
      "Contact Name must be less than 100 characters",
    )
    actor.send({ type: "form.change", field: "contactemail", value: "nope" })
    expect(actor.getSnapshot().context.invalid.contactemail).toBe("Invalid email address")
    actor.send({ type: "form.change", field: "contactname", value: "Bo" })
    expect(actor.getSnapshot().context.invalid.contactname).toBeUndefined()
  })

  it("submit with missing fields shows every error and stays editing", () => {
    const calls: NewTicket[] = []
    const actor = start(resolves({ status: "ok", ticketid: 1 }, calls))
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.invalid).toEqual({
      agreementid: "Agreement is required",
      locationid: "Location is required",
      problem: "Problem is required",
    })
    expect(calls).toHaveLength(0)
  })

  it("creates the ticket, emits ticket.created and outputs the id", async () => {
    const calls: NewTicket[] = []
    const actor = start(resolves({ status: "ok", ticketid: 501 }, calls))
    const emitted: number[] = []
    actor.on("ticket.created", (e) => emitted.push(e.ticketid))
    fill(actor)
    actor.send({ type: "form.submit" })
    expect(actor.getSnapshot().value).toBe("submitting")
    actor.send({ type: "form.change", field: "problem", value: "ignored while submitting" })
    const output = await toPromise(actor)
    expect(output).toEqual({ ticketid: 501 })
    expect(emitted).toEqual([501])
    expect(calls).toEqual([{ agreementid: 4, locationid: 9, problem: "Jammed", contactname: "Ann Lee" }])
  })

  it("a failure returns to editing with the error; reset restores defaults", async () => {
    const failure = { _tag: "BadRequest", message: "bad", field: "problem" }
    const actor = start(rejects(failure))
    fill(actor)
    actor.send({ type: "form.submit" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context.error).toEqual(failure)
    actor.send({ type: "form.reset" })
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      values: { problem: "", contactname: "Ann Lee" },
    })
  })
})

describe("newTicketMachine: the place", () => {
  it("announces a new agreement or location, not other fields or the same value", () => {
    const actor = start()
    const places: Array<[number | null, number | null]> = []
    actor.on("ticket.placeChanged", (e) => places.push([e.agreementid, e.locationid]))
    actor.send({ type: "form.change", field: "agreementid", value: 4 })
    actor.send({ type: "form.change", field: "agreementid", value: 4 })
    actor.send({ type: "form.change", field: "locationid", value: 9 })
    actor.send({ type: "form.input", field: "problem", value: "x" })
    actor.send({ type: "form.change", field: "agreementid", value: 5 })
    actor.send({ type: "form.reset" })
    expect(places).toEqual([
      [4, null],
      [4, 9],
      [5, null],
      [null, null],
    ])
  })
})

describe("contactDefaults", () => {
  it.each([
    [null, {}],
    [
      { firstname: "Ada", lastname: "Lovelace", phonenumber: "+13135550100", email: "ada@acme.test" },
      { contactname: "Ada Lovelace", contactphone: "(313) 555-0100", contactemail: "ada@acme.test" },
    ],
    [
      { firstname: "Ada", lastname: "", phonenumber: null, email: "ada@acme.test" },
      { contactname: "Ada", contactphone: "", contactemail: "ada@acme.test" },
    ],
  ])("%j", (user, defaults) => expect(contactDefaults(user)).toEqual(defaults))
})
