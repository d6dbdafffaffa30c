import { type AnyActorRef, createActor } from "xstate"
import { loadShellPage, type ShellPageLoaders } from "./shell-pages.ts"
import type { RoutePageStart } from "./route-pages.ts"

/**
 * Starts the page a first load opens ahead of its screen (`routePageStart`: its open event, then
 * the events its screen sends first), on loaders wired to a head-start runtime
 * (`core/runtime/head-start.ts`: the answers are kept for the shell's own page, which adopts each
 * once). The early page only sends (it never sees an answer) and stops once its first answers are
 * in (`settled`); the screen's page, opened in the shell as usual, takes them instead of asking
 * again. A page that cannot be loaded is left to the screen, which reports it.
 */
export const headStartPage = async (
  loaders: ShellPageLoaders,
  start: RoutePageStart,
  settled: () => Promise<void>,
): Promise<void> => {
  const logic = await loadShellPage(loaders, start.open.page).catch(() => null)
  if (logic === null) return
  const early: AnyActorRef = createActor(logic, { input: start.open.input }).start()
  for (const event of start.events) early.send(event)
  await settled()
  early.stop()
}
