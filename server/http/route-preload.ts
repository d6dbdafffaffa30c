import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { routeModules } from "../../core/domain/route-modules.ts"

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
 * The `<link>` tags that let the browser fetch the chunks of `modules` (and their stylesheets)
 * while it still reads the entry: a module preload per script, a stylesheet per CSS file. What the
 * entry loads itself is left out (index.html links it already). The preloads ask for a low priority:
 * the page's first paint (a signed-in page's announcement, drawn by the server) needs the HTML and
 * the stylesheet only, which then do not share a slow network with some 300 kB of code.
 */
export const preloadLinks = (manifest: BuildManifest, modules: ReadonlyArray<string>): string => {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true)
  const linked = new Set(closureOf(manifest, entries))
  const linkedCss = new Set([...linked].flatMap((key) => manifest[key]?.css ?? []))
  const chunks = closureOf(manifest, modules).filter((key) => !linked.has(key))
  const css = [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].filter((f) => !linkedCss.has(f))
  const href = (file: string) => escapeAttribute(`/${file}`)
  return [
    ...chunks.map(
      (key) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href(manifest[key]?.file ?? "")}">`,
    ),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
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
