/** `npm run lighthouse`'s command line, parsed without side effects. */
import type { FormFactor } from "./lighthouse-report.ts"

/** The audited pages, in the order they are audited: the login screen signed out, the rest signed in. */
export const PAGES = ["login", "dashboard", "tickets", "ticket", "equipment"] as const
export type PageName = (typeof PAGES)[number]

export interface LighthouseOptions {
  readonly runs: number
  readonly strict: boolean
  readonly json: string | undefined
  /** A folder for every run's whole Lighthouse report (`<page>-<form factor>-<run>.json`). */
  readonly reports: string | undefined
  readonly pages: ReadonlyArray<PageName>
  readonly formFactors: ReadonlyArray<FormFactor>
  readonly scale: "tiny" | "demo"
  /** A portal already running (its address); none: the script starts its own. */
  readonly base: string | undefined
}

export const USAGE = `Usage: npm run lighthouse -- [options]
  --runs <n>              runs per page and form factor; the best counts (default 2)
  --pages <list>          some of ${PAGES.join(",")} (paths work too: /auth/login,/tickets/:id)
  --form-factor <which>   mobile, desktop or both (default both)
  --scale <seed>          demo (default; about 10,000 tickets) or tiny (fast to seed)
  --base <url>            audit a portal already running there (signs in as acme.admin) instead of
                          starting one: two builds side by side, measured in the same minutes
  --json <file>           also write the figures as JSON
  --reports <dir>         also write each run's whole Lighthouse report there (its audits:
                          bootup-time, mainthread-work-breakdown, unused-javascript, ...)
  --strict                exit 1 when a figure misses its target (issue 25)`

/** The page a name or path means: `login` or `/auth/login`, `ticket` or `/tickets/:id`, ... */
const pageOf = (text: string): PageName => {
  const key = text.trim().toLowerCase().replace(/^\//, "").replace(/\/$/, "")
  const aliases: Record<string, PageName> = {
    "auth/login": "login",
    "tickets/:id": "ticket",
    "tickets/<id>": "ticket",
  }
  const page = aliases[key] ?? key
  if ((PAGES as ReadonlyArray<string>).includes(page)) return page as PageName
  throw new Error(`--pages: unknown page "${text}" (pages: ${PAGES.join(", ")})`)
}

const FORM_FACTORS: Record<string, ReadonlyArray<FormFactor>> = {
  mobile: ["mobile"],
  desktop: ["desktop"],
  both: ["mobile", "desktop"],
}

/** The options of `argv` (the arguments after the script); throws a sentence naming the bad one. */
export const parseArgs = (argv: ReadonlyArray<string>): LighthouseOptions => {
  let options: LighthouseOptions = {
    runs: 2,
    strict: false,
    json: undefined,
    reports: undefined,
    pages: PAGES,
    formFactors: FORM_FACTORS.both!,
    scale: "demo",
    base: undefined,
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined]
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === "") throw new Error(`${flag} needs a value`)
      return v
    }
    if (flag === "--strict") options = { ...options, strict: true }
    else if (flag === "--runs") {
      const v = value()
      const runs = Number(v)
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error(`--runs: "${v}" is not a whole number of at least 1`)
      options = { ...options, runs }
    } else if (flag === "--json") options = { ...options, json: value() }
    else if (flag === "--reports") options = { ...options, reports: value() }
    else if (flag === "--base") {
      const v = value()
      if (!/^https?:\/\/[^/]+$/.test(v))
        throw new Error(`--base: "${v}" is not an address like http://localhost:4710`)
      options = { ...options, base: v }
    } else if (flag === "--pages") {
      const chosen = new Set(value().split(",").map(pageOf))
      options = { ...options, pages: PAGES.filter((p) => chosen.has(p)) }
    } else if (flag === "--form-factor") {
      const v = value()
      const formFactors = FORM_FACTORS[v]
      if (formFactors === undefined) throw new Error(`--form-factor: "${v}" is not mobile, desktop or both`)
      options = { ...options, formFactors }
    } else if (flag === "--scale") {
      const v = value()
      if (v !== "tiny" && v !== "demo") throw new Error(`--scale: "${v}" is not tiny or demo`)
      options = { ...options, scale: v }
    } else throw new Error(`unknown option ${flag}`)
  }
  return options
}
