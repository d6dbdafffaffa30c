/**
 * `node tests/load/profile-summary.ts <file.cpuprofile> [--top N]`: where a server's main thread
 * spent its time in a `node --cpu-prof` profile (`npm run load -- --profile DIR` writes them): self
 * time by area (a package under node_modules, node's own code, the portal's folders, idle, garbage
 * collection) and the functions with the most self time. Work on other threads (scrypt on libuv's
 * pool, PostgreSQL's own processes) does not appear here.
 */
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { formatTable } from "./load-stats.ts"

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
}
interface Profile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** The area a frame belongs to: `pkg:@electric-sql/pglite`, `node:internal`, `server/http`, `(idle)`. */
export const areaOf = (url: string, functionName: string): string => {
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)"
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return `pkg:${pkg[1]}`
  if (url.startsWith("node:")) return "node:internal"
  const own = /\/(core|server|ui|cli|tests)\/([^/]+)\//.exec(url)
  return own ? `${own[1]}/${own[2]}` : url
}

/** Self time in milliseconds per key. */
const selfTimes = (profile: Profile, keyOf: (node: ProfileNode) => string) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)
    if (!node) return
    const key = keyOf(node)
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...totals.entries()].sort((a, b) => b[1] - a[1])
}

const table = (entries: ReadonlyArray<[string, number]>, total: number, top: number, title: string) =>
  formatTable(
    [title, "ms", "%"],
    entries.slice(0, top).map(([key, t]) => [key, t.toFixed(0), ((100 * t) / total).toFixed(1)]),
    1,
  )

const main = () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string" } } })
  const top = Number(values.top ?? 25)
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, "utf8")) as Profile
    const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000
    const areas = selfTimes(profile, (n) => areaOf(n.callFrame.url, n.callFrame.functionName))
    const idle = areas.find(([k]) => k === "(idle)")?.[1] ?? 0
    console.log(
      `${file}: ${(total / 1000).toFixed(1)} s profiled, ${((100 * (total - idle)) / total).toFixed(0)}% busy\n`,
    )
    console.log(table(areas, total, top, "area (self time)"))
    const functions = selfTimes(profile, (n) => {
      const { functionName, url, lineNumber } = n.callFrame
      const where =
        url === ""
          ? ""
          : ` ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(core|server|tests)\//, "$1/")}:${lineNumber + 1}`
      return `${functionName || "(anonymous)"}${where}`
    })
    console.log(`\n${table(functions, total, top, "function (self time)")}\n`)
  }
}

if (import.meta.main) main()
