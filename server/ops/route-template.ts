/** One route the server answers: its method and its path template (`/v1/ticket/:id`). */
export interface RouteShape {
  readonly method: string
  readonly path: string
}

interface Matcher {
  readonly method: string
  readonly template: string
  readonly pattern: RegExp
  readonly params: number
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const matcherOf = ({ method, path }: RouteShape): Matcher => {
  const segments = path.replace(/\/+$/, "").split("/")
  const source = segments.map((s) => (s.startsWith(":") ? "[^/]+" : escapeRegExp(s))).join("/")
  return {
    method: method.toUpperCase(),
    template: path,
    pattern: new RegExp(`^${source}/?$`),
    params: segments.filter((s) => s.startsWith(":")).length,
  }
}

/** Paths outside the contract, named by what they are, so a metric or log line never holds an id. */
const FALLBACKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/v1(\/|$)/, "/v1/*"],
  [/^\/documents(\/|$)/, "/documents/*"],
  [/^\/assets\//, "/assets/*"],
]

/**
 * The route template of a request (`GET /v1/ticket/123?x=1` -> `/v1/ticket/:id`): a contract
 * endpoint, one of `fixed` (`/healthz`, `/openapi.json`), or a family (`/v1/*` for an unknown API
 * path, `/assets/*`, `/*` for every page of the UI). Static paths win over `:param` ones.
 */
export const makeRouteTemplates = (routes: ReadonlyArray<RouteShape>, fixed: ReadonlyArray<string>) => {
  const matchers = routes.map(matcherOf).sort((a, b) => a.params - b.params)
  const exact = new Set(fixed)
  return (method: string, url: string): string => {
    const path = url.replace(/[?#].*$/s, "")
    if (exact.has(path)) return path
    const upper = method.toUpperCase()
    const found =
      matchers.find((m) => m.method === upper && m.pattern.test(path)) ??
      matchers.find((m) => m.pattern.test(path))
    if (found) return found.template
    return FALLBACKS.find(([pattern]) => pattern.test(path))?.[1] ?? "/*"
  }
}
