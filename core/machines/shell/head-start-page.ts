import { type AnyActorRef, createActor } from "xstate"
import { loadShellPage, type ShellPageLoaders } from "./shell-pages.ts"
import type { RoutePageStart } from "./route-pages.ts"

/**
 * Starts the page a first load opens (`routePageStart`: its open event, then the events its screen sends first) ahead of its screen, on loaders wired to a
 * head-start runtime (`core/runtime/head-start.ts`: its requests' answers are kept for the shell's
 * own page, which adopts each once). The early page only sends: it stops once its first answers are
 * in (`settled`), and the screen's page, opened in the shell as usual, takes them instead of asking
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
