/** One finished request of a page load: times in ms from the document's request. */
export interface Exchange {
  readonly url: string
  readonly start: number
  readonly end: number
  /** Bytes on the wire (headers and the body as sent, compressed or not). */
  readonly bytes: number
}

/**
 * Each request with its depth in the waterfall: 1 plus the depth of the deepest request that had
 * finished before it was sent (1 for the document). The largest depth is the number of round trips
 * the load waited for one after another: requests sent together count once.
 */
export const chainDepths = <E extends Exchange>(
  exchanges: ReadonlyArray<E>,
): ReadonlyArray<E & { readonly depth: number }> => {
  const byStart = [...exchanges].sort((a, b) => a.start - b.start)
  const out: Array<E & { depth: number }> = []
  for (const exchange of byStart) {
    const before = out.filter((o) => o.end <= exchange.start).map((o) => o.depth)
    out.push({ ...exchange, depth: 1 + Math.max(0, ...before) })
  }
  return out
}

/** Prints the requests as a waterfall: depth, start and end (ms), kB on the wire and the path. */
export const printWaterfall = (exchanges: ReadonlyArray<Exchange & { readonly depth: number }>) => {
  for (const e of exchanges) {
    const url = new URL(e.url)
    const times = `${Math.round(e.start)}`.padStart(6) + ` -> ${Math.round(e.end)}`.padEnd(9)
    const kB = `${(e.bytes / 1000).toFixed(1)} kB`.padStart(9)
    console.log(`  ${String(e.depth).padStart(2)} ${times} ${kB}  ${url.pathname}${url.search}`)
  }
}
