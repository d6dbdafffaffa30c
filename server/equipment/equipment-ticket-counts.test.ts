import { sql } from "drizzle-orm"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EquipmentListQuery } from "../../core/schema/equipment-list-query.ts"
import { listQueryParseOptions } from "../../core/schema/list-query.schema.ts"
import { startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acme: string
beforeAll(async () => {
  server = await startTestServer()
  acme = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

/** Pieces whose kept count differs from their tickets counted now (migration 0032's triggers). */
const drift = () =>
  server.db.run<{ equipmentid: number; kept: number; counted: number }>(
    sql`SELECT coalesce(k.equipmentid, c.equipmentid) AS equipmentid, coalesce(k.n, 0) AS kept,
          coalesce(c.n, 0)::int AS counted
        FROM equipment_ticket_counts k
        FULL JOIN (SELECT equipmentid, count(*) AS n FROM tickets WHERE equipmentid IS NOT NULL GROUP BY 1) c
          ON c.equipmentid = k.equipmentid
        WHERE coalesce(k.n, 0) <> coalesce(c.n, 0)`,
  )

describe("equipment_ticket_counts", () => {
  it("holds each piece's tickets after the seed, and through inserts, moves and deletes", async () => {
    expect(await drift()).toEqual([])
    const [a, b] = await server.db.run<{ equipmentid: number }>(
      sql`SELECT equipmentid FROM equipment WHERE companyid = 2 ORDER BY equipmentid LIMIT 2`,
    )
    const [added] = await server.db.run<{ ticketid: number }>(
      sql`INSERT INTO tickets (companyid, createddateutc, modifieddateutc, ticketstatus, equipmentid)
          SELECT 2, now(), now(), 'O', ${a!.equipmentid} FROM generate_series(1, 3) RETURNING ticketid`,
    )
    expect(await drift()).toEqual([])
    // Two tickets of one statement move; a change of another column moves nothing.
    await server.db.run(
      sql`UPDATE tickets SET equipmentid = ${b!.equipmentid} WHERE ticketid IN (
            SELECT ticketid FROM tickets WHERE equipmentid = ${a!.equipmentid} ORDER BY ticketid LIMIT 2)`,
    )
    await server.db.run(sql`UPDATE tickets SET problem = 'moved' WHERE equipmentid = ${b!.equipmentid}`)
    await server.db.run(sql`UPDATE tickets SET equipmentid = NULL WHERE ticketid = ${added!.ticketid}`)
    expect(await drift()).toEqual([])
    await server.db.run(sql`DELETE FROM ticket_search WHERE ticketid = ${added!.ticketid}`)
    await server.db.run(sql`DELETE FROM tickets WHERE ticketid IN (
      SELECT ticketid FROM tickets WHERE equipmentid = ${b!.equipmentid} AND ticketid > ${added!.ticketid - 1})`)
    expect(await drift()).toEqual([])
  })

  it("sorts the equipment list by those counts, ties by equipment id", async () => {
    for (const [st, dir] of [
      ["-ticketcount", "DESC"],
      ["ticketcount", "ASC"],
    ] as const) {
      const wire = { st, pl: "1000", contracttype: "(All)" }
      const page = await server.run(
        (c) =>
          c.equipment.list({
            query: Schema.decodeUnknownSync(EquipmentListQuery)(wire, listQueryParseOptions),
          }),
        acme,
      )
      const expected = await server.db.run<{ equipmentid: number }>(
        sql`SELECT e.equipmentid FROM equipment e WHERE e.companyid = 2 AND e.removeddate IS NULL
            ORDER BY (SELECT count(*) FROM tickets t WHERE t.equipmentid = e.equipmentid) ${sql.raw(dir)},
              e.equipmentid ${sql.raw(dir)}`,
      )
      expect(page.items.map((e) => e.equipmentid)).toEqual(expected.map((e) => e.equipmentid))
    }
  })
})
