import { describe, expect, it } from "vitest"
import { severityLabel } from "./severity.ts"
import { ticketFieldText } from "./placeholders.ts"
import {
  nextOpenCount,
  parseTicketStatusFilter,
  TICKET_STATUS_OPTIONS,
  ticketStatusCodes,
  ticketStatusFilterOf,
  ticketStatusLabel,
} from "./status.ts"

describe("status", () => {
  it.each([
    ["open", "open", ["O"]],
    ["closed", "closed", ["C", "P", "N"]],
    [undefined, "all", []],
    ["all", "all", []],
    ["OPEN", "all", []],
    ["pending", "all", []],
  ] as const)("%s -> %s", (raw, filter, codes) => {
    expect(parseTicketStatusFilter(raw)).toBe(filter)
    expect(ticketStatusCodes(parseTicketStatusFilter(raw))).toEqual(codes)
  })

  it.each([
    [[], "all"],
    [["O"], "open"],
    [["N", "C", "P"], "closed"],
    [["O", "P", "C", "N"], "all"],
    [["O", "C"], undefined],
  ] as const)("filter of %j", (codes, filter) => expect(ticketStatusFilterOf(codes)).toBe(filter))

  it.each([
    ["O", "Open"],
    ["P", "Pending"],
    ["C", "Closed"],
    ["N", "Canceled"],
    ["X", "Unknown"],
  ])("label %s", (code, label) => expect(ticketStatusLabel(code)).toBe(label))

  it("options", () =>
    expect(TICKET_STATUS_OPTIONS.map((o) => o.label)).toEqual(["All Tickets", "Open", "Closed"]))

  it.each([
    [0, 0],
    [1, 2],
    [41, 42],
  ])("nextOpenCount(%i) = %i", (current, next) => expect(nextOpenCount(current)).toBe(next))
})

describe("severity", () => {
  it.each([
    [1, "Critical Down or System Down"],
    [2, "Critical Degraded or System Interruption"],
    [3, "Non-Critical or Limited Impact"],
    [null, "None"],
    [7, "None"],
  ])("%s", (level, label) => expect(severityLabel(level)).toBe(label))
})

describe("placeholders", () => {
  it.each([
    ["problem", null, "Unknown Problem"],
    ["problem", "  ", "Unknown Problem"],
    ["problem", " Jam ", "Jam"],
    ["employeename", null, "Awaiting Assignment"],
    ["latestactivitydescription", "", "No Update"],
    ["modelnumber", null, "No Model"],
    ["equipmentpartnumber", null, "No Part Number"],
    ["serialnumber", null, "No Serial Number"],
    ["equipment", null, "No Description"],
    ["locationname", null, "No Location Name"],
    ["solution", null, "Not Available"],
    ["customerreferenceid", null, "N/A"],
    ["ticketid", 12, "12"],
  ])("%s=%j", (field, value, text) => expect(ticketFieldText({ [field]: value }, field)).toBe(text))
})
