import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { fieldRulesOf } from "./form-fields.ts"
import { profileRefusals } from "../domain/profile/profile-fields.ts"
import { NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from "../domain/users/user-limits.ts"
import { PHONE_LIMITS } from "../domain/validation/phone-limits.ts"
import { CommentPayload, NewTicket } from "./ticket.ts"
import { NewUser, UserUpdate } from "./user-admin.ts"

describe("form rules read from the contract's Schemas", () => {
  it("NewTicket gives the new-ticket form its labels, required fields and limits", () => {
    expect(fieldRulesOf(NewTicket)).toEqual({
      agreementid: { label: "Agreement", required: true, maxLength: undefined, email: false },
      locationid: { label: "Location", required: true, maxLength: undefined, email: false },
      equipmentid: { label: "Equipment", required: false, maxLength: undefined, email: false },
      problem: { label: "Problem", required: true, maxLength: 2000, email: false },
      severitylevel: { label: "Severity", required: false, maxLength: undefined, email: false },
      contactname: { label: "Contact Name", required: true, maxLength: 100, email: false },
      contactphone: { label: "Contact Phone", required: false, maxLength: undefined, email: false },
      contactemail: { label: "Contact Email", required: false, maxLength: 254, email: true },
      customerreferenceid: { label: "Customer Reference ID", required: false, maxLength: 50, email: false },
    })
  })

  it("CommentPayload gives the comment form its limit", () => {
    expect(fieldRulesOf(CommentPayload).comment).toMatchObject({
      label: "Comment",
      required: true,
      maxLength: 2000,
    })
  })

  it("the server refuses what the form refuses, with the same messages", () => {
    const decode = Schema.decodeUnknownExit(NewTicket)
    const body = { agreementid: 1, locationid: 2, problem: "x".repeat(2001), contactname: "Ann" }
    expect(String(decode(body))).toContain("Problem must be less than 2000 characters")
    expect(String(decode({ ...body, problem: "ok", contactemail: "nope" }))).toContain(
      "Invalid email address",
    )
    expect(String(decode({ ...body, problem: "   " }))).toContain("Problem is required")
  })

  it("NewUser's limits are the declared account limits, username included", () => {
    const rules = fieldRulesOf(NewUser)
    expect(rules.username).toEqual({
      label: "Username",
      required: true,
      maxLength: USERNAME_MAX_LENGTH,
      email: false,
    })
    expect([rules.firstname.maxLength, rules.lastname.maxLength]).toEqual([NAME_MAX_LENGTH, NAME_MAX_LENGTH])
    expect(rules.phonenumber.maxLength).toBe(PHONE_LIMITS.maxInputLength)
    expect(rules.phonenumberextension.maxLength).toBe(PHONE_LIMITS.maxExtensionLength)
    expect(rules.email).toMatchObject({ required: true, email: true })
  })

  it("PATCH /v1/user/:id refuses a long name with the profile rule's own message", () => {
    const long = "x".repeat(NAME_MAX_LENGTH + 1)
    const message = profileRefusals({ firstname: long }).firstname
    expect(message).toBe(`First Name must be less than ${NAME_MAX_LENGTH} characters`)
    expect(String(Schema.decodeUnknownExit(UserUpdate)({ firstname: long }))).toContain(message)
    expect(Schema.decodeUnknownExit(UserUpdate)({ firstname: "x".repeat(NAME_MAX_LENGTH) })._tag).toBe(
      "Success",
    )
  })
})
