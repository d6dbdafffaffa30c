/** A source file as the checker sees it: repo-relative path with forward slashes, and its text. */
export interface SourceFile {
  readonly path: string
  readonly text: string
}

const NODE_BUILTINS = new Set([
  "assert",
  "buffer",
  "child_process",
  "cluster",
  "crypto",
  "dgram",
  "dns",
  "events",
  "fs",
  "fs/promises",
  "http",
  "http2",
  "https",
  "module",
  "net",
  "os",
  "path",
  "perf_hooks",
  "process",
  "querystring",
  "readline",
  "stream",
  "string_decoder",
  "timers",
  "tls",
  "tty",
  "url",
  "util",
  "v8",
  "vm",
  "worker_threads",
  "zlib",
])

const CORE_BANNED_PACKAGES = [
  /^react(\/|$)/,
  /^react-dom(\/|$)/,
  /^wouter(\/|$)/,
  /^@xstate\/react(\/|$)/,
  /^commander(\/|$)/,
  /^@effect\/platform-node/,
]

const CORE_BANNED_GLOBALS: ReadonlyArray<[RegExp, string]> = [
  [/(?<![.\w$])window\./, "window."],
  [/(?<![.\w$])document\./, "document."],
  [/(?<![.\w$])localStorage\b/, "localStorage"],
  [/(?<![.\w$])process\./, "process."],
]

/** Folders each part may not import from. */
const FOLDER_RULES: ReadonlyArray<[string, ReadonlyArray<string>]> = [
  ["core/", ["ui/", "cli/", "server/"]],
  ["ui/", ["cli/", "server/"]],
  ["cli/", ["ui/", "server/"]],
  ["server/", ["ui/", "cli/", "core/machines/"]],
]

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g

/** Drops comments so TSDoc that mentions `localStorage` or `react` does not count. */
export const stripComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1")

/** Every module specifier imported or re-exported by the text. */
export const importsOf = (text: string): ReadonlyArray<string> =>
  [...stripComments(text).matchAll(SPECIFIER)].map((m) => m[1] ?? "")

/** Resolves a relative specifier against the importing file; bare specifiers are returned as is. */
export const resolveSpecifier = (from: string, specifier: string): string => {
  if (!specifier.startsWith(".")) return specifier
  const parts = from.split("/").slice(0, -1)
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop()
    else if (segment !== ".") parts.push(segment)
  }
  return parts.join("/")
}

const isNodeBuiltin = (specifier: string): boolean =>
  specifier.startsWith("node:") || NODE_BUILTINS.has(specifier)

const coreViolations = (file: SourceFile, specifiers: ReadonlyArray<string>): Array<string> => {
  const out: Array<string> = []
  for (const specifier of specifiers) {
    if (isNodeBuiltin(specifier)) out.push(`${file.path}: imports node builtin '${specifier}'`)
    if (CORE_BANNED_PACKAGES.some((re) => re.test(specifier)))
      out.push(`${file.path}: imports '${specifier}'`)
  }
  // Quoted strings go too (import paths like "./document.ts"); template literals stay checked.
  const code = stripComments(file.text).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
  for (const [pattern, name] of CORE_BANNED_GLOBALS) {
    if (pattern.test(code)) out.push(`${file.path}: references ${name}`)
  }
  return out
}

/**
 * CLI test code (`*.test.ts` and `cli/testing/`) may start the real reference server through its
 * test helper: the CLI's in-process tests run each command against it. Shipped CLI code may not.
 */
const isCliTestCode = (path: string): boolean =>
  path.startsWith("cli/") && (path.endsWith(".test.ts") || path.startsWith("cli/testing/"))
const isAllowedTestImport = (path: string, target: string): boolean =>
  isCliTestCode(path) && target.startsWith("server/testing/")

/** All rule violations of one file; empty when it is clean. */
export const findViolations = (file: SourceFile): ReadonlyArray<string> => {
  const specifiers = importsOf(file.text)
  const out: Array<string> = file.path.startsWith("core/") ? coreViolations(file, specifiers) : []
  for (const [folder, banned] of FOLDER_RULES) {
    if (!file.path.startsWith(folder)) continue
    for (const specifier of specifiers) {
      const target = resolveSpecifier(file.path, specifier)
      if (isAllowedTestImport(file.path, target)) continue
      const hit = banned.find((prefix) => target.startsWith(prefix))
      if (hit) out.push(`${file.path}: imports '${specifier}' from ${hit}`)
    }
  }
  return out
}
