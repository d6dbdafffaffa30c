import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { routeModules } from "../../core/domain/route-modules.ts"
import { scriptJson } from "./script-json.ts"

/** One chunk of Vite's build manifest (`dist/ui/.vite/manifest.json`), keyed by source path. */
interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** The chunk keys `keys` load, each once: themselves and every static import, depth first. */
const closureOf = (manifest: BuildManifest, keys: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...seen]
}

/**
 * What lets the browser fetch the chunks of `modules` (and their stylesheets) before the app asks
 * for them: the route's stylesheets as links (a screen loaded directly is styled in its first paint)
 * and its scripts as JSON (`BOOT_PAGE.routeChunksId`), which the entry turns into module preloads
 * once the page has painted (`ui/lib/route-chunks.ts`). Preloads in the HTML itself started some
 * 300 kB of code while the stylesheet, all the first paint needs, was still on its way: on a slow
 * phone network the paint (a signed-in page's announcement, drawn by the server) waited for them.
 * What the entry loads itself is left out (index.html links it already).
 */
export const preloadLinks = (manifest: BuildManifest, modules: ReadonlyArray<string>): string => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true)
  const linked = new Set(closureOf(manifest, entries))
  const linkedCss = new Set([...linked].flatMap((key) => manifest[key]?.css ?? []))
  const chunks = closureOf(manifest, modules).filter((key) => !linked.has(key))
  const css = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].filter((f) => !linkedCss.has(f))
  const scripts = chunks.map((key) => `/${manifest[key]?.file ?? ""}`)
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(`/${file}`)}">`),
    scripts.length === 0
      ? ""
      : `<script type="application/json" id="${BOOT_PAGE.routeChunksId}">${scriptJson({ modules: scripts })}</script>`,
  ].join("")
}

/** `html` with `links` at the end of its head (after the entry's own links), or before its body. */
export const withPreloads = (html: string, links: string): string => {
  if (links === "") return html
  const at = html.search(/<\/head>|<body[\s>]/i)
  return at === -1 ? links + html : html.slice(0, at) + links + html.slice(at)
}

/**
 * The build's manifest, read once (on the first page served): null when the UI was built without
 * one (or not built), in which case pages go out as built.
 */
export const manifestReader = (uiDir: string) => {
  let manifest: Promise<BuildManifest | null> | null = null
  return (): Promise<BuildManifest | null> => {
    manifest ??= readFile(join(uiDir, ".vite", "manifest.json"), "utf8").then(
      (text) => JSON.parse(text) as BuildManifest,
      () => null,
    )
    return manifest
  }
}

/** The preload links of a first load of `pathname` (signed in when the request has a session cookie). */
export const routePreloads = (manifest: BuildManifest, pathname: string, signedIn: boolean): string =>
  preloadLinks(manifest, routeModules(pathname, signedIn))
