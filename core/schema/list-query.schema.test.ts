import { Exit, Schema, SchemaIssue } from "effect"
import { describe, expect, it } from "vitest"
import { codes, decodeFilterValues, ids, strings } from "./list-query-filters.ts"
import {
  type ListFieldSet,
  listFilterQuerySchema,
  listQueryParseOptions,
  listQuerySchema,
} from "./list-query.schema.ts"
import { TicketListQuery } from "./ticket-list-query.ts"

/** An equipment-like field set: the same factory serves every list. */
const EQUIPMENT = {
  listFields: ["equipmentid", "description", "serialnumber", "modelnumber", "oem", "monitored"],
  sortFields: ["description", "serialnumber"],
  defaultSort: { field: "description", direction: "asc" },
  searchFields: ["equipmentid", "description", "serialnumber", "modelnumber"],
  filters: {
    agreementid: ids,
    locationid: ids,
    oem: strings,
    responsetime: strings,
    contracttype: strings,
    monitored: codes(["0", "1"]),
    agreementactive: codes(["0", "1"]),
  },
  pageSize: { default: 50, max: 200 },
} as const satisfies ListFieldSet

const Equipment = listQuerySchema(EQUIPMENT)
const EquipmentFilters = listFilterQuerySchema(EQUIPMENT, { format: Schema.optionalKey(Schema.String) })
type EquipmentQuery = typeof Equipment.Type

const decode = (record: Record<string, string>) =>
  Schema.decodeUnknownSync(Equipment)(record, listQueryParseOptions)
const encode = Schema.encodeSync(Equipment)
const DEFAULTS = decode({})

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** The first problem of a refused record as the server's 400 names it: parameter and message. */
const refusal = (schema: Schema.Codec<unknown, unknown>, record: Record<string, string>) => {
  const exit = Schema.decodeUnknownExit(schema)(record, listQueryParseOptions)
  if (Exit.isSuccess(exit)) return undefined
  const error = exit.cause.reasons.find((r) => r._tag === "Fail")?.error as Schema.SchemaError
  const [first] = formatIssues(error.issue).issues
  return { field: first?.path?.map(String).join("."), message: first?.message }
}

describe("listQuerySchema: decode", () => {
  it("fills defaults for a bare request", () =>
    expect(DEFAULTS).toEqual({
      offset: 0,
      limit: 50,
      sort: { field: "description", direction: "asc" },
      fields: EQUIPMENT.listFields,
      filters: {},
      searches: [],
    }))

  it.each<[Record<string, string>, Partial<EquipmentQuery>]>([
    [
      { os: "100", pl: "200" },
      { offset: 100, limit: 200 },
    ],
    [{ st: "-serialnumber" }, { sort: { field: "serialnumber", direction: "desc" } }],
    [{ s: "oem, monitored" }, { fields: ["oem", "monitored"] }],
    [{ s: " " }, { fields: EQUIPMENT.listFields }],
    [{ agreementid: "(4),(7)", locationid: "(9)" }, { filters: { agreementid: [4, 7], locationid: [9] } }],
    [{ oem: "( HP ),(Canon)", monitored: "(1)" }, { filters: { oem: ["HP", "Canon"], monitored: ["1"] } }],
    [
      { agreementactive: "(1)", contracttype: "(Parts Only)" },
      { filters: { agreementactive: ["1"], contracttype: ["Parts Only"] } },
    ],
    [
      { "description(*)": " toner ", "serialnumber(*)": "toner", "modelnumber(*)": "  " },
      {
        searches: [
          { field: "description", term: "toner" },
          { field: "serialnumber", term: "toner" },
        ],
      },
    ],
  ])("%j", (record, expected) => expect(decode(record)).toEqual({ ...DEFAULTS, ...expected }))

  it("reads ticket date ranges and status codes", () =>
    expect(
      Schema.decodeUnknownSync(TicketListQuery)({
        "completeddate(btwn)": "2026-01-01:2026-02-01",
        ticketstatus: "(C),(P),(N)",
        contactname: "(Ann),(Bo)",
      }).filters,
    ).toEqual({
      completeddate: { start: "2026-01-01", end: "2026-02-01" },
      ticketstatus: ["C", "P", "N"],
      contactname: ["Ann", "Bo"],
    }))
})

describe("listQuerySchema: encode", () => {
  it.each<[Partial<EquipmentQuery>, Record<string, string>]>([
    [{}, { os: "0", pl: "50", st: "description", s: EQUIPMENT.listFields.join(",") }],
    [
      { offset: 50, sort: { field: "serialnumber", direction: "desc" }, fields: ["oem"] },
      { os: "50", st: "-serialnumber", s: "oem" },
    ],
    [{ filters: { agreementid: [1, 2], oem: ["HP"] } }, { agreementid: "(1),(2)", oem: "(HP)" }],
    [{ searches: [{ field: "equipmentid", term: "42" }] }, { "equipmentid(*)": "42" }],
  ])("%j", (patch, expected) =>
    expect(encode({ ...DEFAULTS, ...patch })).toEqual({ ...encode(DEFAULTS), ...expected }),
  )

  it("writes the export's filters and its extra parameters, without paging", () =>
    expect(
      Schema.encodeSync(EquipmentFilters)({
        sort: { field: "serialnumber", direction: "asc" },
        filters: { monitored: ["1"] },
        searches: [],
        format: "xlsx",
      }),
    ).toEqual({ st: "serialnumber", monitored: "(1)", format: "xlsx" }))
})

describe("listQuerySchema: round trip", () => {
  it.each<Partial<EquipmentQuery>>([
    {},
    { offset: 7, limit: 1, sort: { field: "serialnumber", direction: "desc" } },
    { fields: ["equipmentid", "oem"] },
    { filters: { agreementid: [1], locationid: [2, 3], oem: ["HP", "Canon Inc"], agreementactive: ["0"] } },
    { searches: EQUIPMENT.searchFields.map((field) => ({ field, term: "x y" })) },
  ])("%j", (patch) => {
    const typed = { ...DEFAULTS, ...patch }
    expect(decode(encode(typed))).toEqual(typed)
  })
})

describe("listQuerySchema: errors name the parameter", () => {
  it.each<[Record<string, string>, string, string]>([
    [{ os: "-1" }, "os", "os must be a whole number from 0 to 9007199254740991"],
    [{ os: "1.5" }, "os", "os must be a whole number"],
    [{ pl: "0" }, "pl", "pl must be a whole number from 1 to 200"],
    [{ pl: "abc" }, "pl", "pl must be a whole number"],
    [{ st: "-password" }, "st", "cannot sort by password"],
    [{ st: "-" }, "st", "cannot sort by "],
    [{ s: "oem,secret" }, "s", "unknown field secret"],
    [{ locationid: "1,2" }, "locationid", "locationid must be a list of parenthesised values like (a),(b)"],
    [{ agreementid: "(a)" }, "agreementid", "agreementid values must be whole numbers from 1 to 2147483647"],
    [{ agreementid: "(99999999999)" }, "agreementid", "agreementid values must be whole numbers"],
    [{ monitored: "(2)" }, "monitored", "monitored values must be 0 or 1"],
    [{ "salary(*)": "x" }, "salary(*)", ""],
    [{ foo: "bar" }, "foo", ""],
  ])("%j fails on %s", (record, field, message) => {
    const found = refusal(Equipment as Schema.Codec<unknown, unknown>, record)
    expect(found?.field).toBe(field)
    expect(found?.message).toContain(message)
  })

  it.each<[Record<string, string>, string, string]>([
    [{ ticketstatus: "(O),(X)" }, "ticketstatus", "ticketstatus values must be O, P, C or N"],
    [
      { "calldate(btwn)": "2026-01-01:" },
      "calldate(btwn)",
      "calldate(btwn) must be start:end with ISO dates",
    ],
    [{ "calldate(btwn)": "2026-02-01:2026-01-01" }, "calldate(btwn)", "start not after end"],
    [{ "bogus(*)": "x" }, "bogus(*)", ""],
    [{ "problem(*)": "a\u0000b" }, "problem(*)", "must not contain NUL characters"],
  ])("ticket list %j fails on %s", (record, field, message) => {
    const found = refusal(TicketListQuery as Schema.Codec<unknown, unknown>, record)
    expect(found).toMatchObject({ field })
    expect(found?.message).toContain(message)
  })
})

describe("decodeFilterValues", () => {
  it.each([
    ["(a),(b c)", ["a", "b c"]],
    ["()", [""]],
    ["a,b", undefined],
    ["(a(b)", undefined],
  ])("%s", (raw, expected) => expect(decodeFilterValues(raw)).toEqual(expected))
})
