import { describe, expect, it } from "vitest"
import { isSingleMailbox } from "../../core/domain/validation/email-address.ts"
import { singleRecipient } from "./recipient.ts"

describe("singleRecipient (nodemailer's own parser)", () => {
  it.each([
    "ann@example.com",
    "Ann.Lee@Example.COM",
    "ann+tickets@mail.example.co.uk",
    "o'brien@example.ie",
    "ann@[10.0.0.1]",
  ])("reads an address the domain rule accepts, %j, as that one mailbox", (address) => {
    expect(isSingleMailbox(address)).toBe(true)
    expect(singleRecipient(address)).toBe(address)
  })

  it.each([
    '"x",victim1@evil.example,victim2@evil.example,"y"@example.com',
    "a@example.com, b@example.com",
    "a@example.com; b@example.com",
    "team: a@example.com, b@example.com;",
    "Eve <eve@evil.example>, ann@example.com",
    "",
    "not an address",
  ])("finds no single mailbox in %j", (stored) => expect(singleRecipient(stored)).toBeUndefined())

  it("reads a display name with one address as that mailbox only (one recipient, nothing else)", () => {
    expect(singleRecipient("Ann Lee <ann@example.com>")).toBe("ann@example.com")
    expect(singleRecipient('"Ann" <ann@example.com> <bcc@evil.example>')).toBe("ann@example.com")
  })
})
