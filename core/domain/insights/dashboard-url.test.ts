import { parseEquipmentListUrl } from "../equipment/list-url.ts"
import { describe, expect, it } from "vitest"
import { parseTicketListUrl } from "../tickets/list-url.ts"
import {
  dashboardUrlParams,
  equipmentListHref,
  insightsQueryOf,
  parseDashboardUrl,
  ticketListHref,
} from "./dashboard-url.ts"

const period = { start: "2026-08-25T10:00:00.000Z", end: "2026-11-25T10:00:00.000Z" }

describe("dashboard URL", () => {
  it("reads the period and narrowing, dropping what it cannot read", () => {
    expect(parseDashboardUrl({ period: "6m", agreementid: "12" })).toEqual({
      period: 6,
      agreementid: 12,
      locationid: null,
    })
    expect(parseDashboardUrl({ period: "99m", agreementid: "x", locationid: "-3" })).toEqual({
      period: null,
      agreementid: null,
      locationid: null,
    })
  })
  it("writes only what differs from the default, and the calls' query", () => {
    expect(dashboardUrlParams({ period: null, agreementid: null, locationid: null })).toEqual({})
    expect(dashboardUrlParams({ period: 12, agreementid: 3, locationid: null })).toEqual({
      period: "12m",
      agreementid: "3",
    })
    expect(insightsQueryOf({ period: 12, agreementid: null, locationid: 9 })).toEqual({
      period: "12m",
      locationid: 9,
    })
  })
  it("writes the period's days as the list reads ranges (America/Detroit), not UTC dates", () => {
    const evening = { start: "2026-08-25T02:30:00.000Z", end: "2026-11-25T03:00:00.000Z" }
    expect(ticketListHref({ agreementid: null, period: evening }, {})).toBe(
      "/tickets?calldate=2026-08-24:2026-11-24",
    )
  })
  it("links a top location and a top model into the ticket list the list itself reads back", () => {
    const href = ticketListHref({ agreementid: 4, period }, { locationid: 77 })
    expect(href).toBe("/tickets?agreements=4&locations=77&calldate=2026-08-25:2026-11-25")
    const back = parseTicketListUrl(Object.fromEntries(new URLSearchParams(href.split("?")[1])))
    expect(back.filters).toMatchObject({
      agreements: [4],
      locations: [77],
      calldate: { start: "2026-08-25", end: "2026-11-25" },
    })
    const model = ticketListHref({ agreementid: null, period }, { modelnumber: "LJ M607" })
    expect(parseTicketListUrl(Object.fromEntries(new URLSearchParams(model.split("?")[1]))).search).toBe(
      "LJ M607",
    )
  })
  it("links into the equipment list with the parameters that list reads", () => {
    const parsed = (href: string) =>
      parseEquipmentListUrl(Object.fromEntries(new URLSearchParams(href.split("?")[1])))
    expect(equipmentListHref({ agreementid: null }, { locationid: 77 })).toBe("/equipment?locations=77")
    const model = parsed(equipmentListHref({ agreementid: 4 }, { modelnumber: "LJ M607" }))
    expect(model.search).toBe("LJ M607")
    expect(model.filters.agreements).toEqual([4])
  })
})
