/** Paging rules of spec section 4 for every list: zero-based inside, one-based in URLs, clamped to the last page. */

/** Largest page size a URL or a request may ask for. */
export const MAX_PAGE_SIZE = 1000

/** Page sizes the ticket and equipment lists offer. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const

/** Last zero-based page: ceil(count / pageSize) - 1, never below 0. */
export const lastPage = (count: number, pageSize: number): number =>
  pageSize > 0 && count > 0 ? Math.ceil(count / pageSize) - 1 : 0

/** Clamps a page between 0 and the last page; non-integers are floored and NaN becomes 0. */
export const clampPage = (page: number, count: number, pageSize: number): number => {
  if (!Number.isFinite(page)) return 0
  return Math.min(Math.max(Math.floor(page), 0), lastPage(count, pageSize))
}

export const nextPage = (page: number, count: number, pageSize: number): number =>
  clampPage(page + 1, count, pageSize)

export const prevPage = (page: number, count: number, pageSize: number): number =>
  clampPage(page - 1, count, pageSize)

export const canPageNext = (page: number, count: number, pageSize: number): boolean =>
  page < lastPage(count, pageSize)

export const canPagePrev = (page: number): boolean => page > 0

export const pageOffset = (page: number, pageSize: number): number => Math.max(page, 0) * pageSize

/** One-based URL page to zero-based: missing or non-numeric becomes page 1 (index 0). */
export const pageFromUrl = (value: string | null | undefined): number => {
  const n = value === null || value === undefined || value.trim() === "" ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0
}

export const pageToUrl = (page: number): string => String(Math.max(page, 0) + 1)

/** URL page size: missing, non-numeric or out of range becomes the list's default. */
export const pageSizeFromUrl = (value: string | null | undefined, fallback: number): number => {
  const n = value === null || value === undefined || value.trim() === "" ? Number.NaN : Number(value)
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_SIZE ? n : fallback
}

/** The offered page sizes plus the current one when a URL chose another. */
export const pageSizeOptions = (
  current: number,
  offered: ReadonlyArray<number> = LIST_PAGE_SIZES,
): ReadonlyArray<number> => [...new Set<number>([...offered, current])].sort((a, b) => a - b)

/** Number of pages for a count (at least 1, so an empty list still shows page 1). */
export const pageCount = (count: number, pageSize: number): number => lastPage(count, pageSize) + 1
