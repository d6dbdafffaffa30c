import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { insideTransaction, pgliteStatements, wholeDatabase } from "./pglite-statements.ts"

let client: PGlite

beforeAll(async () => {
  client = await PGlite.create("memory://")
  await client.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, ok boolean, at timestamptz,
    doc jsonb, tags int[], bytes bytea)`)
})
afterAll(() => client.close())

const row = [
  1,
  "Zoë",
  true,
  new Date("2026-11-28T17:04:05.678Z"),
  { a: [1, "x"] },
  [3, 1, 2],
  new Uint8Array([0, 255, 7]),
]
const insert = "INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *"
const select = `SELECT id, name, ok, at, doc, tags, bytes, $2::text AS echoed FROM t
  WHERE id = $1 AND (at > $3 OR $3 IS NULL)`

describe("pgliteStatements", () => {
  it("answers the rows and errors PGlite.query answers, in one exchange once a text is known", async () => {
    const run = pgliteStatements(client)
    const db = wholeDatabase(client)
    expect(await run(db, insert, row)).toEqual((await client.query("SELECT * FROM t WHERE id = 1")).rows)
    const params = [1, "42", new Date("2020-01-01T00:00:00Z")]
    const expected = (await client.query(select, params)).rows
    expect(expected).toHaveLength(1)
    expect(await run(db, select, params)).toEqual(expected)
    expect(await run(db, select, [1, null, null])).toEqual((await client.query(select, [1, null, null])).rows)
    const exchanges = vi.spyOn(client, "execProtocol")
    await run(db, select, [2, "x", null])
    await run(db, select, params)
    expect(exchanges).toHaveBeenCalledTimes(2)
    exchanges.mockRestore()
    // A unique violation keeps its SQLSTATE and constraint; the next statement runs as usual.
    await expect(run(db, insert, row)).rejects.toMatchObject({ code: "23505", constraint: "t_pkey" })
    await expect(run(db, "SELECT $1::int AS n", ["x"])).rejects.toMatchObject({ code: "22P02" })
    expect(await run(db, "SELECT count(*)::int AS n FROM t WHERE id > $1", [0])).toEqual([{ n: 1 }])
  })

  it("runs inside a transaction, rolled back with it, and refuses a closed one", async () => {
    const run = pgliteStatements(client)
    let closedTx: (() => boolean) | undefined
    await expect(
      client.transaction(async (tx) => {
        closedTx = () => tx.closed
        const target = insideTransaction(client, () => tx.closed)
        await run(target, insert, [2, "b", false, null, null, null, null])
        expect(await run(target, "SELECT name FROM t WHERE id = $1", [2])).toEqual([{ name: "b" }])
        throw new Error("roll back")
      }),
    ).rejects.toThrow("roll back")
    expect(await run(wholeDatabase(client), "SELECT name FROM t WHERE id = $1", [2])).toEqual([])
    await expect(run(insideTransaction(client, closedTx!), "SELECT $1::int AS n", [1])).rejects.toThrow(
      "Transaction is closed",
    )
  })
})
