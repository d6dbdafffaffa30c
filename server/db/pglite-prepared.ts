import { type PGlite, parse, protocol } from "@electric-sql/pglite"

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number]

interface Prepared {
  readonly paramTypes: ReadonlyArray<number>
  /** The RowDescription of the statement (absent for a statement that returns no rows). */
  readonly rowDescription: BackendMessage | undefined
}

const { serialize } = protocol

/** Protocol messages as one buffer, sent to PGlite in one exchange. */
export const concatMessages = (...parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** SQLSTATE 26000: the named statement is gone (e.g. after DEALLOCATE); it is prepared again. */
const isMissingStatement = (error: unknown) => (error as { code?: unknown }).code === "26000"

export interface PreparedOptions {
  /** A statement older than this is parsed and planned anew on its next call (default 10 s). */
  readonly replanAfterMs?: number
  readonly now?: () => number
}

/**
 * Named prepared statements on one PGlite. `PGlite.query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six exchanges and parses and plans the text every time; a statement that
 * runs on every request (the session lookup) is instead parsed, planned and described once, and
 * each call is a single Bind/Execute/Sync exchange. Exchanges hold PGlite's own query and
 * transaction locks, like `query` does.
 *
 * After five calls PostgreSQL may keep one generic plan, costed for the table sizes of that
 * moment, until the table's statistics change; PGlite runs no autovacuum, so they never would and
 * a plan made while `sessions` was tiny (a sequential scan) would outlive its growth. Each
 * statement is therefore prepared afresh once it is `replanAfterMs` old.
 */
export const pglitePrepared = (client: PGlite, options: PreparedOptions = {}) => {
  const { replanAfterMs = 10_000, now = Date.now } = options
  const statements = new Map<string, { readonly prepared: Promise<Prepared>; readonly since: number }>()
  const exchange = (message: Uint8Array) =>
    client._runExclusiveTransaction(() => client.runExclusive(() => client.execProtocol(message)))

  // Closing a statement that does not exist is no error, so a first prepare closes too.
  const prepare = async (name: string, text: string): Promise<Prepared> => {
    const { messages } = await exchange(
      concatMessages(
        serialize.close({ type: "S", name }),
        serialize.parse({ name, text }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ),
    )
    return {
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    }
  }

  const preparedFresh = (name: string, text: string): Promise<Prepared> => {
    const at = now()
    const entry = statements.get(name)
    if (entry !== undefined && at - entry.since < replanAfterMs) return entry.prepared
    const prepared = prepare(name, text)
    statements.set(name, { prepared, since: at })
    prepared.catch(() => {
      if (statements.get(name)?.prepared === prepared) statements.delete(name)
    })
    return prepared
  }

  const run = async (name: string, text: string, params: ReadonlyArray<unknown>): Promise<unknown[]> => {
    const { paramTypes, rowDescription } = await preparedFresh(name, text)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const toText = client.serializers[paramTypes[i]!]
      return toText ? toText(value) : String(value)
    })
    const { messages } = await exchange(
      concatMessages(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()),
    )
    const described = rowDescription ? [rowDescription, ...messages] : messages
    return parse.parseResults(described, client.parsers)[0]?.rows ?? []
  }

  return async <T>(name: string, text: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    try {
      return (await run(name, text, params)) as T[]
    } catch (error) {
      if (!isMissingStatement(error)) throw error
      statements.delete(name)
      return (await run(name, text, params)) as T[]
    }
  }
}
