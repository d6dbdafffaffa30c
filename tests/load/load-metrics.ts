import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { ServerProcess } from "../../server/testing/server-process.ts"
import type { Target } from "./load-targets.ts"

/** What a server process started with PORTAL_METRICS_PORT=0 printed as its metrics address. */
export const metricsUrlOf = (process: ServerProcess): string => {
  const url = /Metrics: (http:\/\/\S+)/.exec(process.output())?.[1]
  if (url === undefined) throw new Error("the server printed no metrics address (PORTAL_METRICS_PORT unset?)")
  return url
}

/** Each process's Prometheus text, scraped now (after a run, before the target stops). */
export const scrapeTarget = (target: Target): Promise<string[]> =>
  Promise.all(target.processes.map(async (p) => (await fetch(metricsUrlOf(p))).text()))

const SERIES = /^portal_http_request_duration_seconds_(bucket|count)\{([^}]*)\} (\d+(?:\.\d+)?)$/gm

/** Requests answered, of them 5xx, and the p95 bucket bound over every route, from the histogram. */
export const requestFigures = (text: string) => {
  let requests = 0
  let errors = 0
  const buckets = new Map<number, number>()
  for (const [, kind, labels, value] of text.matchAll(SERIES)) {
    const n = Number(value)
    if (kind === "count") {
      requests += n
      if (/status="5\d\d"/.test(labels!)) errors += n
      continue
    }
    const le = /le="([^"]+)"/.exec(labels!)?.[1]
    const bound = le === "+Inf" ? Number.POSITIVE_INFINITY : Number(le)
    buckets.set(bound, (buckets.get(bound) ?? 0) + n)
  }
  const bounds = [...buckets.keys()].sort((a, b) => a - b)
  const p95 = bounds.find((b) => (buckets.get(b) ?? 0) >= 0.95 * requests)
  return { requests, errors, p95Seconds: p95 }
}

/** Writes each process's scrape to `<dir>/<label>-<n>.prom` and returns one line per process. */
export const saveScrapes = (dir: string, label: string, scrapes: ReadonlyArray<string>): string[] => {
  mkdirSync(dir, { recursive: true })
  return scrapes.map((text, i) => {
    const file = join(dir, `${label}-${i + 1}.prom`)
    writeFileSync(file, text)
    const { requests, errors, p95Seconds } = requestFigures(text)
    const p95 = p95Seconds === undefined ? "-" : `<= ${p95Seconds * 1000} ms`
    return `${requests} requests, ${errors} 5xx, p95 ${p95} (histogram), ${file}`
  })
}
