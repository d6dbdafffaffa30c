import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { pageJsonObject } from "./page-json.ts"

/** A same-origin path of the build's assets: the only thing a page's chunk list may name. */
const isAssetPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/assets/") && !value.includes("//")

/**
 * The chunks the page's route loads (`BOOT_PAGE.routeChunksId`, written by the server from the
 * build's manifest) as module preloads, each once: the browser fetches them all at once, where the
 * app's imports would find them one after another. Called once the page has painted (issue 25).
 * Returns how many it added.
 */
export const preloadRouteChunks = (doc: Document): number => {
  const modules = pageJsonObject(doc, BOOT_PAGE.routeChunksId)?.modules
  if (!Array.isArray(modules)) return 0
  const known = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    ),
  )
  let added = 0
  for (const href of new Set(modules.filter(isAssetPath))) {
    if (known.has(href)) continue
    const link = doc.createElement("link")
    link.rel = "modulepreload"
    link.crossOrigin = ""
    link.href = href
    doc.head.append(link)
    added += 1
  }
  return added
}
