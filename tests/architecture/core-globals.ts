/**
 * What dependency-cruiser cannot see: core touching browser or Node globals without importing
 * anything (`window.`, `document.`, `localStorage`, `process.`). Imports are checked by the
 * rules in `.dependency-cruiser.cjs`.
 */

/** A source file as the checker sees it: repo-relative path with forward slashes, and its text. */
export interface SourceFile {
  readonly path: string
  readonly text: string
}

const CORE_BANNED_GLOBALS: ReadonlyArray<[RegExp, string]> = [
  [/(?<![.\w$])window\./, "window."],
  [/(?<![.\w$])document\./, "document."],
  [/(?<![.\w$])localStorage\b/, "localStorage"],
  [/(?<![.\w$])process\./, "process."],
]

/** Drops comments so TSDoc that mentions `localStorage` or `window.open` does not count. */
export const stripComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")

/** Every banned global a core file references, as `path: references name`; empty when clean. */
export const findGlobalReferences = (file: SourceFile): ReadonlyArray<string> => {
  // Quoted strings go too (import paths like "./document.ts"); template literals stay checked.
  const code = stripComments(file.text).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
  return CORE_BANNED_GLOBALS.filter(([pattern]) => pattern.test(code)).map(
    ([, name]) => `${file.path}: references ${name}`,
  )
}
