import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DEFAULT_TICKET_LIST_PARAMS, type TicketListParams } from "../domain/tickets/list-url.ts"
import {
  buildTicketExportQuery,
  buildTicketListQuery,
  TicketExportQuery,
  TicketListQuery,
  ticketListRequestKey,
} from "./ticket-list-query.ts"

const params = (patch: Partial<TicketListParams> = {}): TicketListParams => ({
  ...DEFAULT_TICKET_LIST_PARAMS,
  ...patch,
})

/** What the client sends for a list state. */
const wire = (state: TicketListParams, fields?: TicketListQuery["fields"]) =>
  Schema.encodeSync(TicketListQuery)(buildTicketListQuery(state, fields))

describe("buildTicketListQuery", () => {
  it("encodes paging, sort, filters, ranges and searches", () => {
    const q = wire(
      params({
        page: 2,
        status: "closed",
        search: " jam ",
        filters: {
          agreements: [4],
          locations: [1, 2],
          equipment: ["SN1"],
          contactname: [" Ann "],
          calldate: { start: "2026-01-01", end: "2026-01-31" },
          completeddate: { start: "2026-01-01", end: null },
          mine: true,
        },
      }),
      ["ticketid", "problem"],
    )
    expect(q).toEqual({
      os: "50",
      pl: "25",
      st: "-ticketid",
      s: "ticketid,problem",
      locationid: "(1),(2)",
      serialnumber: "(SN1)",
      agreementid: "(4)",
      contactname: "(Ann)",
      ticketstatus: "(C),(P),(N)",
      "calldate(btwn)": "2026-01-01:2026-01-31",
      mine: "(true)",
      "problem(*)": "jam",
      "ticketid(*)": "jam",
      "modelnumber(*)": "jam",
      "serialnumber(*)": "jam",
      "equipment(*)": "jam",
      "customerreferenceid(*)": "jam",
      "contactname(*)": "jam",
    })
  })

  it("sends the parameters in the order the recorded fixtures hold them", () => {
    const q = wire(params({ status: "open", search: "x", filters: { ...params().filters, locations: [3] } }))
    expect(Object.keys(q).slice(0, 6)).toEqual(["os", "pl", "st", "s", "locationid", "ticketstatus"])
  })

  it("ascending has no prefix; blank search and blank contact names send nothing", () => {
    const q = wire(
      params({
        sort: "problem",
        sortDirection: "asc",
        search: "  ",
        filters: { ...params().filters, contactname: ["  "] },
      }),
    )
    expect(q.st).toBe("problem")
    expect(Object.keys(q).some((k) => k.endsWith("(*)") || k === "contactname")).toBe(false)
  })

  it("export has no paging and carries the time zone", () => {
    const q = Schema.encodeSync(TicketExportQuery)(
      buildTicketExportQuery(params({ status: "open" }), "America/Detroit"),
    )
    expect(q).toEqual({ st: "-ticketid", ticketstatus: "(O)", timezone: "America/Detroit" })
  })

  it("decodes back to the same typed query on the server side", () => {
    const typed = buildTicketListQuery(params({ page: 1, status: "open", search: "x" }))
    const decoded = Schema.decodeUnknownSync(TicketListQuery)(Schema.encodeSync(TicketListQuery)(typed))
    expect(decoded).toEqual(typed)
    expect(decoded).toMatchObject({ offset: 25, filters: { ticketstatus: ["O"] } })
    expect(decoded.searches).toHaveLength(7)
  })

  it("keys a request by what is sent, whatever the order of the filters", () => {
    const a = buildTicketListQuery(params({ status: "open" }))
    expect(ticketListRequestKey(a)).toBe(ticketListRequestKey({ ...a, filters: { ...a.filters } }))
    expect(ticketListRequestKey(a)).toMatch(/^\[\["os","0"\],\["pl","25"\],\["s",/)
  })
})
