import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { SourceFile } from "./core-globals.ts"
import { stripComments } from "./core-globals.ts"

/**
 * Limits and field lists are declared once and derived everywhere (issue 23). Each rule names a
 * pattern that is a copy of such a declaration and the only files where it may be written; a
 * copy that comes back anywhere else fails the test with the file and the rule.
 */
export interface DeclaredOnceRule {
  readonly what: string
  readonly pattern: RegExp
  /** Repo-relative paths that may hold the pattern (the declaration itself). */
  readonly allowedIn: ReadonlyArray<string>
}

export const DECLARED_ONCE_RULES: ReadonlyArray<DeclaredOnceRule> = [
  {
    what: "the largest id (MAX_ID)",
    pattern: /2_?147_?483_?647/,
    allowedIn: ["core/domain/constants.ts"],
  },
  {
    what: "an id or number schema read from a query string (QueryId, QueryInt)",
    pattern: /NumberFromString\.check\(/,
    allowedIn: ["core/schema/id.ts"],
  },
  {
    what: "the id schema (Id)",
    pattern: /isLessThanOrEqualTo\(MAX_ID\)/,
    allowedIn: ["core/schema/id.ts"],
  },
  {
    what: "an Effect-internal check id (read limits with Schema.resolveAnnotationsKey)",
    pattern: /["'`]effect\/schema\//,
    allowedIn: [],
  },
  {
    what: "an input length written as a number (import the declared limit)",
    pattern: /maxLength=\{\d/,
    allowedIn: [],
  },
  {
    what: "a hand-written copy of the contract's PublicConfig (derive the type from the Schema)",
    pattern: /interface PortalConfig\b|interface PublicConfig\b/,
    allowedIn: [],
  },
  {
    what: "ending sessions outside server/auth/end-sessions.ts (use endUserSessions, endOneSession)",
    pattern: /UPDATE sessions SET ended|DELETE FROM sessions|sessions_epoch = sessions_epoch \+/,
    allowedIn: ["server/auth/end-sessions.ts"],
  },
  {
    what: "LIKE's wildcards escaped by hand (use containsPattern of server/lists/search.sql.ts)",
    pattern: /replace\(\/\[\\\\%_\]\/g/,
    allowedIn: ["server/lists/search.sql.ts"],
  },
  {
    what: "a hand-written equipment field list (derive from core/domain/equipment/record-fields.ts)",
    pattern: /e\.modelnumber,\s*e\.partnumber|\bsystemname:\s*Text\b/,
    allowedIn: [],
  },
  {
    what: "the version or the default product and provider names (core/domain/constants.ts)",
    pattern: /["'`]7\.\d+\.\d+["'`]|["'`]Service Portal["'`]|["'`]Acme Equipment Services["'`]/,
    // seed-catalog.ts: the demo data's provider company, which happens to share the default name.
    allowedIn: ["core/domain/constants.ts", "server/seed/seed-catalog.ts"],
  },
  {
    what: "a copied country table (derive it from libphonenumber-js)",
    pattern: /\[\s*"AF",\s*"Afghanistan"|iso2: "AF", name: "Afghanistan"/,
    allowedIn: [],
  },
]

const SOURCE_ROOTS = ["core", "server", "ui", "cli", "scripts"]

/** Every non-test TypeScript source under the source roots, comments removed. */
export const projectSources = (root: string): Array<SourceFile> =>
  SOURCE_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name))
      .map((name) => {
        const path = `${dir}/${name.split("\\").join("/")}`
        return { path, text: stripComments(readFileSync(join(root, path), "utf8")) }
      }),
  )

/** Each copy a file holds, as `path: what`; empty when every declaration is where it belongs. */
export const findCopies = (
  file: SourceFile,
  rules: ReadonlyArray<DeclaredOnceRule> = DECLARED_ONCE_RULES,
): ReadonlyArray<string> =>
  rules
    .filter((rule) => rule.pattern.test(file.text) && !rule.allowedIn.includes(file.path))
    .map((rule) => `${file.path}: ${rule.what}`)
