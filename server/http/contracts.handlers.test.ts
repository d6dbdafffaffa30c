import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { flip, startTestServer, type TestServer } from "../testing/test-server.ts"

let server: TestServer
let acmeUser: string
beforeAll(async () => {
  server = await startTestServer()
  acmeUser = await server.signIn("acme.user")
})
afterAll(() => server?.stop())

const firstAgreement = async (companyid: number) => {
  const [row] = await server.db.run<{ agreementid: number }>(sql`SELECT a.agreementid FROM agreements a
     WHERE a.companyid = ${companyid} AND EXISTS (SELECT 1 FROM equipment e WHERE e.agreementid = a.agreementid)
     ORDER BY a.agreementid LIMIT 1`)
  return row!.agreementid
}

describe("GET /v1/contracts", () => {
  it("lists the agreement's locations by name, then the equipment at one of them", async () => {
    const agreementid = await firstAgreement(2)
    const expected = await server.db.run<{
      locationid: number
    }>(sql`SELECT l.locationid FROM agreement_locations al JOIN locations l ON l.locationid = al.locationid
       WHERE al.agreementid = ${agreementid} ORDER BY l.locationname, l.locationid`)
    const locations = await server.run((c) => c.shell.contracts({ query: { agreementid } }), acmeUser)
    expect(locations.count).toBe(expected.length)
    expect(locations.AgreementLocations.map((r) => r.locationid)).toEqual(expected.map((r) => r.locationid))
    expect(locations.AgreementLocations.every((r) => r.locationname !== null && r.equipmentid === null)).toBe(
      true,
    )

    const [placed] = await server.db.run<{
      locationid: number
      n: number
    }>(sql`SELECT locationid, count(*)::int AS n FROM equipment WHERE agreementid = ${agreementid} AND locationid IS NOT NULL
       GROUP BY locationid ORDER BY locationid LIMIT 1`)
    const equipment = await server.run(
      (c) => c.shell.contracts({ query: { agreementid, locationid: placed!.locationid } }),
      acmeUser,
    )
    expect(equipment.count).toBe(placed!.n)
    expect(equipment.AgreementLocations.every((r) => r.equipmentid !== null)).toBe(true)

    const paged = await server.run(
      (c) => c.shell.contracts({ query: { agreementid, pl: 1, os: 1 } }),
      acmeUser,
    )
    expect(paged.AgreementLocations.map((r) => r.locationid)).toEqual(
      expected.slice(1, 2).map((r) => r.locationid),
    )
  })

  it("answers 404 for another company's agreement", async () => {
    const globex = await firstAgreement(3)
    const denied = await server.run(
      (c) => flip(c.shell.contracts({ query: { agreementid: globex } })),
      acmeUser,
    )
    expect(denied._tag).toBe("NotFound")
  })

  it("names a bad parameter", async () => {
    const response = await fetch(`${server.url}/v1/contracts?agreementid=abc`, {
      headers: { authorization: `EC ${acmeUser}` },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain("agreementid")
  })
})
