import { type PGlite, parse, protocol } from "@electric-sql/pglite"
import { concatMessages } from "./pglite-prepared.ts"

const { serialize } = protocol

/** Statement texts whose parameter types are remembered; the server's statements are far fewer. */
const MAX_REMEMBERED = 2_000

/** Where a statement runs: the whole database (its own locks, then the files synced) or an open transaction. */
export interface StatementTarget {
  /** Runs one exchange of protocol messages under the locks this target needs. */
  readonly exchange: (message: Uint8Array) => ReturnType<PGlite["execProtocol"]>
}

/** The database outside any transaction: PGlite's transaction and query locks, files synced after. */
export const wholeDatabase = (client: PGlite): StatementTarget => ({
  exchange: (message) =>
    client._runExclusiveTransaction(() => client.runExclusive(() => client.execProtocol(message))),
})

/**
 * Inside `client.transaction` (which holds the transaction lock): the query lock only, and no file
 * sync until the commit, as PGlite's own `tx.query` does. `isClosed` refuses a finished transaction.
 */
export const insideTransaction = (client: PGlite, isClosed: () => boolean): StatementTarget => ({
  exchange: (message) => {
    if (isClosed()) return Promise.reject(new Error("Transaction is closed"))
    return client.runExclusive(() => client.execProtocol(message, { syncToFs: false }))
  },
})

/**
 * Runs parameterised statements on PGlite in one protocol exchange each. `PGlite.query` makes six
 * (Parse, Describe, Bind, Describe, Execute, Sync, each a trip into the engine) and asks for the
 * parameter types every time; here a text's parameter types are asked once (Parse, Describe) and
 * remembered, and every later call sends Parse with those types, Bind, Describe, Execute and Sync
 * together. Values are serialised by PGlite's own serialisers for those types and rows parsed by
 * its parsers, so the rows and errors are `query`'s. The statement is still unnamed: planned for
 * each call's values, as before.
 */
export const pgliteStatements = (client: PGlite) => {
  const paramTypes = new Map<string, ReadonlyArray<number>>()

  const typesOf = async (target: StatementTarget, text: string): Promise<ReadonlyArray<number>> => {
    const known = paramTypes.get(text)
    if (known !== undefined) return known
    const { messages } = await target.exchange(
      concatMessages(serialize.parse({ text }), serialize.describe({ type: "S" }), serialize.sync()),
    )
    const types = parse.parseDescribeStatementResults(messages)
    if (paramTypes.size >= MAX_REMEMBERED) paramTypes.delete(paramTypes.keys().next().value!)
    paramTypes.set(text, types)
    return types
  }

  const toText = (value: unknown, type: number | undefined): string | null => {
    if (value === null || value === undefined) return null
    const serializer = type === undefined ? undefined : client.serializers[type]
    return serializer ? serializer(value) : String(value)
  }

  return async <T>(target: StatementTarget, text: string, params: ReadonlyArray<unknown>): Promise<T[]> => {
    try {
      const types = await typesOf(target, text)
      const values = params.map((value, i) => toText(value, types[i]))
      const { messages } = await target.exchange(
        concatMessages(
          serialize.parse({ text, types: [...types] }),
          serialize.bind({ values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ),
      )
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[]
    } catch (error) {
      // As PGlite's `query` does: the database's error names its statement.
      if (error !== null && typeof error === "object" && "code" in error)
        Object.assign(error, { query: text, params: [...params] })
      throw error
    }
  }
}
