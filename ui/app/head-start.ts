import { matchRoute } from "../../core/domain/routes.ts"
import { headStartPage } from "../../core/machines/shell/head-start-page.ts"
import { routePageStart } from "../../core/machines/shell/route-pages.ts"
import { liveShellPages } from "../../core/machines/shell/shell.actors.ts"
import { earlyRuntime, headStart } from "../lib/live-runtime.ts"

/**
 * A first load's head start (issue 25): with a stored session, the page the route opens from its
 * URL alone (`routePageStart`) starts now on the early runtime, so its first requests go out while
 * the shell's and the screen's code still load; the screen's page adopts each answer once. Any
 * change of the URL (wouter's history events, back and forward) drops answers kept for another URL.
 */
export const startHeadStart = (): void => {
  for (const type of ["popstate", "pushState", "replaceState"])
    window.addEventListener(type, () => headStart.navigated())
  const route = matchRoute(window.location.pathname)?.route
  const start = route?.auth ? routePageStart(route.name, window.location.search) : null
  if (start !== null) void headStartPage(liveShellPages(earlyRuntime), start, headStart.settled)
}
