import { type PGlite, parse, protocol } from "@electric-sql/pglite"

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number]

interface Prepared {
  readonly paramTypes: ReadonlyArray<number>
  /** The RowDescription of the statement (absent for a statement that returns no rows). */
  readonly rowDescription: BackendMessage | undefined
}

const { serialize } = protocol

const concat = (...parts: ReadonlyArray<Uint8Array>): Uint8Array => {
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

/**
 * Named prepared statements on one PGlite. `PGlite.query` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six exchanges and parses and plans the text every time; a statement that
 * runs on every request (the session lookup) is instead parsed, planned and described once, and
 * each call is a single Bind/Execute/Sync exchange. Exchanges hold PGlite's own query and
 * transaction locks, like `query` does.
 */
export const pglitePrepared = (client: PGlite) => {
  const statements = new Map<string, Promise<Prepared>>()
  const exchange = (message: Uint8Array) =>
    client._runExclusiveTransaction(() => client.runExclusive(() => client.execProtocol(message)))

  const prepare = async (name: string, text: string): Promise<Prepared> => {
    const { messages } = await exchange(
      concat(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()),
    )
    return {
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === "rowDescription"),
    }
  }

  const preparedOnce = (name: string, text: string): Promise<Prepared> => {
    let statement = statements.get(name)
    if (statement === undefined) {
      statement = prepare(name, text)
      statements.set(name, statement)
      statement.catch(() => statements.delete(name))
    }
    return statement
  }

  const run = async <T>(name: string, text: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    const { paramTypes, rowDescription } = await preparedOnce(name, text)
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const toText = client.serializers[paramTypes[i]!]
      return toText ? toText(value) : String(value)
    })
    const { messages } = await exchange(
      concat(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()),
    )
    const described = rowDescription ? [rowDescription, ...messages] : messages
    return (parse.parseResults(described, client.parsers)[0]?.rows ?? []) as T[]
  }

  return async <T>(name: string, text: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    try {
      return await run<T>(name, text, params)
    } catch (error) {
      if (!isMissingStatement(error)) throw error
      statements.delete(name)
      return run<T>(name, text, params)
    }
  }
}
