import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { pageJsonObject } from "./page-json.ts"

/** A same-origin path of the build's assets: the only thing a page's chunk list may name. */
const isAssetPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/assets/") && !value.includes("//")

/** How many preloads one task adds: each starts a fetch, about a millisecond on a slow phone. */
export const PRELOADS_PER_TASK = 8

/**
 * The chunks the page's route loads (`BOOT_PAGE.routeChunksId`, written by the server from the
 * build's manifest) as module preloads, each once: the browser fetches them all at once, where the
 * app's imports would find them one after another. Called once the page has painted (issue 25).
 * They are added a few per task (`nextTask` between), so starting thirty fetches is not one long
 * task. Resolves to how many it added.
 */
export const preloadRouteChunks = async (doc: Document, nextTask: () => Promise<void>): Promise<number> => {
  const modules = pageJsonObject(doc, BOOT_PAGE.routeChunksId)?.modules
  if (!Array.isArray(modules)) return 0
  const known = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    ),
  )
  const wanted = [...new Set(modules.filter(isAssetPath))].filter((href) => !known.has(href))
  for (const [index, href] of wanted.entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask()
    const link = doc.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    doc.head.append(link)
  }
  return wanted.length
}
