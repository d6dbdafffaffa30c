/** Monday (UTC) of the week holding `date`, as YYYY-MM-DD. */
export const weekOf = (date: Date): string => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return d.toISOString().slice(0, 10)
}

/** Every week (its Monday) from the one holding `start` to the one holding `end`, in order. */
export const weeksBetween = (start: Date, end: Date): string[] => {
  const weeks: string[] = []
  const last = weekOf(end)
  for (let d = new Date(`${weekOf(start)}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 7)) {
    const week = d.toISOString().slice(0, 10)
    weeks.push(week)
    if (week >= last) return weeks
  }
}

/** Every calendar month (UTC, YYYY-MM) from the one holding `start` to the one holding `end`. */
export const monthsBetween = (start: Date, end: Date): string[] => {
  const months: string[] = []
  const last = end.toISOString().slice(0, 7)
  for (
    let d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    ;
    d.setUTCMonth(d.getUTCMonth() + 1)
  ) {
    const month = d.toISOString().slice(0, 7)
    months.push(month)
    if (month >= last) return months
  }
}

/** Counts keyed by bucket, as a series over `buckets` with zeros where a bucket has none. */
export const fillSeries = (
  buckets: ReadonlyArray<string>,
  rows: ReadonlyArray<{ readonly bucket: string; readonly n: number }>,
): number[] => {
  const byBucket = new Map(rows.map((r) => [r.bucket, r.n]))
  return buckets.map((b) => byBucket.get(b) ?? 0)
}
