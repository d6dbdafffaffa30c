import { trimSearch } from "../domain/lists/search.ts"
import { searchKey } from "./list-query-params.ts"

/** Largest page of companies and of the impersonation log. */
export const ADMIN_PAGE_MAX = 200

/**
 * The company list (GET /v1/companies; spec section 7, Users and companies) in the list encoding:
 * paging `os`/`pl` (50 by default, at most 200) and the name search `companyName(*)`. The contract,
 * the server's default and every request are built from this one declaration.
 */
export const COMPANY_LIST = {
  searchField: "companyName",
  pageSize: { default: 50, max: ADMIN_PAGE_MAX },
} as const

export const COMPANY_SEARCH_KEY = searchKey(COMPANY_LIST.searchField)

/** What a company lookup asks for: a name search, a page length and, for the admin list, an offset. */
export interface CompanyListRequest {
  readonly search: string
  readonly limit: number
  readonly offset?: number | undefined
}

/** The GET /v1/companies query: the page, and the trimmed search when there is one. */
export const companyListQuery = (request: CompanyListRequest) => {
  const term = trimSearch(request.search)
  return {
    ...(request.offset === undefined ? {} : { os: request.offset }),
    pl: request.limit,
    ...(term === "" ? {} : { [COMPANY_SEARCH_KEY]: term }),
  }
}
