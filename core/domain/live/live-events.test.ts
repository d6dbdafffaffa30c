import { describe, expect, it } from "vitest"
import {
  type LiveEventRow,
  type LiveReceiver,
  mayReceive,
  parseLastEventId,
  isCatchUpIncomplete,
  parseLiveEvent,
  reconnectDelay,
  resetFrame,
  sseFrame,
  ticketNewsText,
  ticketsChangedText,
} from "./live-events.ts"

const ticketOf = (companyid: number): LiveEventRow => ({
  eventid: 7,
  kind: "ticket.comment",
  ticketid: 42,
  companyid,
  userid: null,
  audience: "company",
  conversationid: null,
})
const staff: LiveReceiver = { userid: 1, companies: "all", provider: true }
const acmeUser: LiveReceiver = { userid: 3, companies: [2], provider: false }
const acmeAdmin: LiveReceiver = { userid: 4, companies: [2], provider: false }
const rep: LiveReceiver = { userid: 7, companies: [2, 4], provider: true }
const nobody: LiveReceiver = { userid: 9, companies: [], provider: false }
const noticeOf = (userid: number): LiveEventRow => ({
  ...ticketOf(2),
  kind: "notification",
  userid,
  audience: "user",
})
/** acme.user's (3) conversation 5 with support, company 2. */
const chatOf = (companyid: number, customer = 3): LiveEventRow => ({
  eventid: 9,
  kind: "chat.message",
  ticketid: null,
  companyid,
  userid: customer,
  audience: "provider",
  conversationid: 5,
})

describe("mayReceive", () => {
  it.each([
    [staff, ticketOf(2), true],
    [staff, ticketOf(3), true],
    [acmeUser, ticketOf(2), true],
    [acmeUser, ticketOf(3), false],
    [rep, ticketOf(4), true],
    [rep, ticketOf(3), false],
    [nobody, ticketOf(2), false],
    // A notification is its user's alone, even for staff who read every company.
    [acmeUser, noticeOf(3), true],
    [staff, noticeOf(3), false],
    [acmeAdmin, noticeOf(3), false],
    // A chat event: its customer and the provider side reading the company; never a colleague.
    [acmeUser, chatOf(2), true],
    [acmeAdmin, chatOf(2), false],
    [staff, chatOf(2), true],
    [staff, chatOf(3, 11), true],
    [rep, chatOf(2), true],
    [rep, chatOf(3, 11), false],
    [acmeUser, chatOf(3, 11), false],
    [nobody, chatOf(2), false],
  ] as const)("%o receives %o: %s", (receiver, row, expected) => {
    expect(mayReceive(receiver, row)).toBe(expected)
  })
})

describe("parseLastEventId", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["12", 12],
    [" 12 ", 12],
    ["-1", undefined],
    ["1e3", undefined],
    ["9999999999999999", undefined],
  ])("%s → %s", (header, expected) => {
    expect(parseLastEventId(header)).toBe(expected)
  })
})

it("frames an event with its id, kind and no text", () => {
  expect(sseFrame(ticketOf(2))).toBe(
    'id: 7\nevent: ticket.comment\ndata: {"id":7,"kind":"ticket.comment","ticketid":42}\n\n',
  )
  expect(sseFrame(chatOf(2))).toBe(
    'id: 9\nevent: chat.message\ndata: {"id":9,"kind":"chat.message","ticketid":null,"conversationid":5}\n\n',
  )
})

describe("parseLiveEvent", () => {
  it("reads an event the server sends", () => {
    expect(parseLiveEvent('{"id":7,"kind":"ticket.comment","ticketid":42}')).toEqual({
      id: 7,
      kind: "ticket.comment",
      ticketid: 42,
    })
    expect(parseLiveEvent('{"id":8,"kind":"notification","ticketid":null}')).toEqual({
      id: 8,
      kind: "notification",
      ticketid: null,
    })
    expect(parseLiveEvent('{"id":9,"kind":"chat.status","ticketid":null,"conversationid":5}')).toEqual({
      id: 9,
      kind: "chat.status",
      ticketid: null,
      conversationid: 5,
    })
  })
  it.each([
    ["a conversation id as text", '{"id":9,"kind":"chat.message","ticketid":null,"conversationid":"5"}'],
    ["not JSON", "ticket.comment"],
    ["an unknown kind", '{"id":7,"kind":"ticket.deleted","ticketid":42}'],
    ["no id", '{"kind":"ticket.comment","ticketid":42}'],
    ["an id of 0", '{"id":0,"kind":"ticket.comment","ticketid":42}'],
    ["a ticket id as text", '{"id":7,"kind":"ticket.comment","ticketid":"42"}'],
    ["null", "null"],
  ])("skips %s", (_, data) => {
    expect(parseLiveEvent(data)).toBeUndefined()
  })
})

describe("reconnectDelay", () => {
  it("doubles the server's hint per failed attempt up to a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelay(n, 3000))).toEqual([
      3000, 6000, 12_000, 24_000, 48_000, 60_000, 60_000,
    ])
  })
  it("waits at least a 429's Retry-After", () => {
    expect(reconnectDelay(1, 3000, 20)).toBe(20_000)
    expect(reconnectDelay(6, 3000, 20)).toBe(60_000)
  })
})

describe("ticketsChangedText", () => {
  it("counts in words", () => {
    expect(ticketsChangedText(1)).toBe("1 ticket changed")
    expect(ticketsChangedText(3)).toBe("3 tickets changed")
  })
})

describe("isCatchUpIncomplete", () => {
  it.each([
    ["nothing after it", 50, { oldest: 1, newest: 50 }, 0, false],
    ["all kept and few", 40, { oldest: 1, newest: 50 }, 10, false],
    ["the next one kept", 40, { oldest: 41, newest: 50 }, 10, false],
    ["swept past it", 40, { oldest: 45, newest: 50 }, 6, true],
    ["more than a catch-up sends", 40, { oldest: 1, newest: 2000 }, 501, true],
    ["an empty table", 40, { oldest: null, newest: 0 }, 0, false],
  ] as const)("%s", (_, afterId, kept, missed, incomplete) => {
    expect(isCatchUpIncomplete(afterId, kept, missed)).toBe(incomplete)
  })

  it("a reset frame names where the stream goes on", () => {
    expect(resetFrame(77)).toBe('id: 77\nevent: reset\ndata: {"id":77,"kind":"reset","ticketid":null}\n\n')
    expect(parseLiveEvent('{"id":77,"kind":"reset","ticketid":null}')).toEqual({
      id: 77,
      kind: "reset",
      ticketid: null,
    })
  })
})

describe("ticketNewsText", () => {
  it("says how many updates a live refresh brought, nothing for none", () => {
    expect([0, 1, 3].map(ticketNewsText)).toEqual([
      "",
      "1 new update on this ticket",
      "3 new updates on this ticket",
    ])
  })
})
