/** One formatter, made once: `toLocaleString("en-US")` builds a new one on every call. */
const counts = new Intl.NumberFormat("en-US")

/**
 * A number as the portal writes counts and amounts: 12,345 and 1,234.5 (en-US, as
 * `toLocaleString("en-US")` writes them). A dashboard writes a few hundred on each render; making
 * a formatter per call cost a throttled phone some 12 ms a render (issue 25).
 */
export const formatCount = (n: number): string => counts.format(n)
