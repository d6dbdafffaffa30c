import { describe, expect, it } from "vitest"
import { COMPANY_SEARCH_KEY, companyListQuery } from "./company-list-query.ts"

describe("companyListQuery: the GET /v1/companies query in the list encoding", () => {
  it("searches by name with field(*)", () => expect(COMPANY_SEARCH_KEY).toBe("companyName(*)"))

  it.each([
    [{ search: "", limit: 10 }, { pl: 10 }],
    [
      { search: "  ", limit: 10, offset: 0 },
      { os: 0, pl: 10 },
    ],
    [
      { search: " Initech ", limit: 20 },
      { pl: 20, "companyName(*)": "Initech" },
    ],
    [
      { search: "acme", limit: 50, offset: 100 },
      { os: 100, pl: 50, "companyName(*)": "acme" },
    ],
  ])("%j -> %j", (request, query) => expect(companyListQuery(request)).toEqual(query))
})
