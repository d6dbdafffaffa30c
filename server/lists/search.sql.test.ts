import { describe, expect, it } from "vitest"
import { containsPattern, FIELD_SEPARATOR, isPairTerm, oneTermOverAll } from "./search.sql.ts"

describe("containsPattern: LIKE's wildcards taken literally", () => {
  it.each([
    ["jam", "%jam%"],
    ["50%", "%50\\%%"],
    ["a_b", "%a\\_b%"],
    ["c:\\x", "%c:\\\\x%"],
  ])("%j -> %j", (term, pattern) => expect(containsPattern(term)).toBe(pattern))
})

describe("oneTermOverAll", () => {
  const over = (term: string, fields: ReadonlyArray<string>) => fields.map((field) => ({ field, term }))
  it.each([
    [over("Jam", ["a", "b"]), 2, "jam"],
    [over("jam", ["a"]), 2, undefined],
    [[...over("jam", ["a"]), ...over("ink", ["b"])], 2, undefined],
    [over(`ja${FIELD_SEPARATOR}m`, ["a", "b"]), 2, undefined],
    [[], 2, undefined],
  ])("%j over %i fields -> %j", (searches, count, term) => expect(oneTermOverAll(searches, count)).toBe(term))
})

describe("isPairTerm: two characters as PostgreSQL counts them", () => {
  it.each([
    ["x7", true],
    ["é7", true],
    ["😀a", true],
    ["7", false],
    ["abc", false],
    ["😀", false],
  ])("%j -> %j", (term, pair) => expect(isPairTerm(term)).toBe(pair))
})
