import { describe, expect, it } from "vitest"
import { automaticReason, isReplyDomain, replyAddress, replyTokenOf } from "./reply-address.ts"

const token = "0123456789abcdef0123456789abcdef01234567"

describe("reply addresses", () => {
  it.each([
    [`reply+${token}@reply.example.com`, token],
    [`REPLY+${token.toUpperCase()}@Reply.Example.com`, token],
    [`reply+${token}@other.example.com`, undefined],
    [`reply+${token}1@reply.example.com`, undefined],
    [`reply+${token.slice(1)}@reply.example.com`, undefined],
    [`reply-${token}@reply.example.com`, undefined],
    [`support@reply.example.com`, undefined],
    [`reply+${token.replace("0", "g")}@reply.example.com`, undefined],
    [`reply+${token}`, undefined],
  ])("%s -> %s", (address, expected) => {
    expect(replyTokenOf(address, "reply.example.com")).toBe(expected)
  })

  it("writes what it reads", () => {
    const address = replyAddress(token, "Reply.Example.com")
    expect(address).toBe(`reply+${token}@reply.example.com`)
    expect(replyTokenOf(address, "reply.example.com")).toBe(token)
  })

  it.each([
    ["reply.example.com", true],
    ["localhost", false],
    ["a_b.example.com", false],
    ["-x.example.com", false],
    ["example.com", true],
  ])("domain %s is %s", (domain, ok) => {
    expect(isReplyDomain(domain)).toBe(ok)
  })
})

describe("automatic mail", () => {
  const person = { envelopeFrom: "ann@example.com" }
  it.each([
    [person, undefined],
    [{ ...person, autoSubmitted: "no" }, undefined],
    [{ envelopeFrom: "" }, "bounce (empty sender)"],
    [{ ...person, contentType: "multipart/report; report-type=delivery-status" }, "bounce (delivery report)"],
    [{ ...person, autoSubmitted: "auto-replied" }, "auto-reply (Auto-Submitted)"],
    [{ ...person, precedence: "bulk" }, "auto-reply (Precedence)"],
    [{ ...person, precedence: "auto_reply" }, "auto-reply (Precedence)"],
    [{ ...person, precedence: "first-class" }, undefined],
    [{ ...person, xAutoreply: "yes" }, "auto-reply (X-Autoreply)"],
  ])("%o -> %s", (marks, expected) => {
    expect(automaticReason(marks)).toBe(expected)
  })
})
