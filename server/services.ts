import type { SQL } from "drizzle-orm"
import { Context, Effect, Exit } from "effect"
import type { HttpServerRequest } from "effect/http"
import { BadRequest, type TooManyRequests } from "../core/schema/errors.ts"
import type { ServerConfig } from "./config.ts"
import type { Db, Orm } from "./db/client.ts"
import type { LiveHub } from "./events/live-hub.ts"
import { type RowOf, type RowShape, runRows } from "./db/rows.ts"
import { conflictOf, uniqueViolationOf } from "./db/unique-violations.ts"
import { errorResponse } from "./error-response.ts"
import type { LinkTarget, MailBrand } from "./mail/mail.types.ts"
import type { ExportGateShape } from "./tickets/export-gate.types.ts"
import type { XlsxWorkers as XlsxWorkersShape } from "./tickets/ticket-xlsx.worker-pool.ts"

/** The process's live event listener and its open streams (server/events/live-hub.ts). */
export class LiveEvents extends Context.Service<LiveEvents, LiveHub>()("portal/server/LiveEvents") {}

/** The process-wide database handle (one PGlite instance or one pg pool). */
export class Database extends Context.Service<Database, Db>()("portal/server/Database") {}

/** Counts one call for a key in the shared database; fails with 429 and Retry-After over the limit (limits/throttle.ts). */
export type Throttle = (
  key: string,
) => Effect.Effect<void, TooManyRequests, HttpServerRequest.HttpServerRequest>

/** Counts a sign-in from a client address; fails with 429 over the limit (auth/sign-in-throttle.ts). */
export class SignInThrottle extends Context.Service<SignInThrottle, Throttle>()(
  "portal/server/SignInThrottle",
) {}

/** Counts a client log batch of a user (keyed by user id); fails with 429 over the limit (client-log/client-log-throttle.ts). */
export class ClientLogThrottle extends Context.Service<ClientLogThrottle, Throttle>()(
  "portal/server/ClientLogThrottle",
) {}

/** Admission of spreadsheet exports: one per user, a few in all, on every process (tickets/export-gate.ts). */
export class ExportGate extends Context.Service<ExportGate, ExportGateShape>()("portal/server/ExportGate") {}

/** The server's spreadsheet worker threads (tickets/ticket-xlsx.worker-pool.ts). */
export class XlsxWorkers extends Context.Service<XlsxWorkers, XlsxWorkersShape>()(
  "portal/server/XlsxWorkers",
) {}

/** What handlers need to send mail: names for the templates, the link base, and a nudge for delivery. */
export interface MailShape {
  readonly brand: MailBrand
  readonly links: LinkTarget
  /** Call after the transaction that enqueued mail commits: delivery starts at once (no-op without SMTP). */
  readonly wake: () => void
  /** Domain of ticket notifications' reply addresses (PORTAL_REPLY_DOMAIN); undefined: none. */
  readonly replyDomain?: string | undefined
}

export class Mail extends Context.Service<Mail, MailShape>()("portal/server/Mail") {}

/** Settings read from the environment at start. */
export class AppConfig extends Context.Service<AppConfig, ServerConfig>()("portal/server/AppConfig") {}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
const sqlState = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

const rootMessage = (error: unknown): string => {
  const cause = (error as { cause?: unknown }).cause
  return cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error)
}

/**
 * Runs a database call: the one edge where database failures are handled. Class 22 errors (data
 * exceptions: a value out of range, a NUL byte in text) come from request values the schema let
 * through, so they answer 400; a unique violation (23505) is a conflict with another record, often a
 * concurrent request's, and answers 409 naming the field (db/unique-violations.ts); every other
 * failure is a defect here (500, logged). Expected
 * failures (not found, not allowed) are tagged errors the stores fail with, not database errors.
 */
export const useDb = <A>(f: (db: Db) => Promise<A>): Effect.Effect<A, never, Database> =>
  Effect.flatMap(Database, (db) =>
    Effect.tryPromise({ try: () => f(db), catch: (error) => error }).pipe(
      Effect.catch((error) => {
        if (sqlState(error)?.startsWith("22"))
          return Effect.die(
            errorResponse(
              new BadRequest({ message: `A value in the request is not valid: ${rootMessage(error)}` }),
            ),
          )
        const index = uniqueViolationOf(error)
        return Effect.die(index === undefined ? error : errorResponse(conflictOf(index)))
      }),
    ),
  )

/**
 * Runs one statement built with drizzle's `sql` template on the database (see `useDb`), for
 * statements whose rows are not read (or only counted): rows that are read come typed from
 * `queryRows` or `orm`.
 */
export const query = (statement: SQL): Effect.Effect<Array<Record<string, unknown>>, never, Database> =>
  useDb((db) => db.run(statement))

/**
 * Runs a raw statement (SQL that reads better as SQL: searches, aggregates, locks) whose result
 * columns are named as the keys of `shape`: its rows are typed from the table definitions the shape
 * picks (db/rows.ts). The statement must give each column as the definition reads it: the drivers
 * differ on `bigint` and `date` values, so cast those (`::int`, `::text`) to a computed column.
 */
export const queryRows = <const S extends RowShape>(
  shape: S,
  statement: SQL,
): Effect.Effect<Array<RowOf<S>>, never, Database> => useDb((db) => runRows(db, shape, statement))

/**
 * Runs a Drizzle query built on the current connection (the transaction's inside `inTransaction`):
 * its rows are typed from the table definitions (db/schema.ts). Failures are handled as by `useDb`.
 */
export const orm = <A>(build: (orm: Orm) => PromiseLike<A>): Effect.Effect<A, never, Database> =>
  useDb((db) => Promise.resolve(build(db.orm)))

/** Thrown inside `Db.transaction` to roll back when the effect failed; carries its exit out. */
class RolledBack {
  readonly exit: Exit.Exit<unknown, unknown>
  constructor(exit: Exit.Exit<unknown, unknown>) {
    this.exit = exit
  }
}

/**
 * Runs `effect` in one database transaction: every `query` inside it runs on the transaction's
 * connection; it commits when the effect succeeds and rolls back when it fails or dies (its failure
 * passes through unchanged). Writes that must land together (a file's row and its history entry)
 * go through here.
 */
export const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | Database> =>
  Effect.gen(function* () {
    const db = yield* Database
    const context = yield* Effect.context<R>()
    const exit = yield* Effect.promise(async (): Promise<Exit.Exit<A, E>> => {
      try {
        return await db.transaction(async (tx) => {
          const bound: Db = { ...db, ...tx, transaction: (f) => f(tx) }
          const run = Effect.runPromiseExitWith(context)
          const result = await run(Effect.provideService(effect, Database, bound))
          if (Exit.isFailure(result)) throw new RolledBack(result)
          return result
        })
      } catch (error) {
        if (error instanceof RolledBack) return error.exit as Exit.Exit<A, E>
        throw error
      }
    })
    return yield* exit
  })

/** A one-line description of a defect for logs: no SQL parameters, no request data. */
export const describeDefect = (defect: unknown): string => {
  const code = sqlState(defect)
  const head = (defect instanceof Error ? `${defect.name}: ${defect.message}` : String(defect)).split(
    "\nparams:",
  )[0]!
  return code ? `${head} -> ${rootMessage(defect)} (SQLSTATE ${code})` : head
}
