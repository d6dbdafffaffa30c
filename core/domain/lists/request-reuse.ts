/** A stable key of a query record: equal queries give equal keys whatever their key order. */
export const requestKey = (query: Readonly<Record<string, string>>): string =>
  JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  )

export interface CacheState {
  readonly lastRequest: string | null
  readonly hasResults: boolean
  readonly requestStatus: "none" | "loading" | "error"
}

/**
 * Skip rule of spec section 4: reuse the cached result when the last request is identical, results
 * exist, status is none and no force flag is given.
 */
export const canReuseResult = (cache: CacheState, key: string, force = false): boolean =>
  !force && cache.hasResults && cache.requestStatus === "none" && cache.lastRequest === key
