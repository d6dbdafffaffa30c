import { sql } from "drizzle-orm"
import { newPersonalTokenSecret, personalTokenKey } from "../../server/auth/personal-token-caller.ts"
import type { Cell, ProbeRequest } from "./authz-cells.ts"
import { countRows } from "./authz-oracle.ts"
import type { Probe } from "./authz-probe.types.ts"

const ownOnly = ["own"] as const

/** The caller's own user id, or (no session) the target company's newest user. */
const ownerOf = (c: Cell): number => c.caller.userid ?? c.target.userid

let made = 0
/** A live token of the caller, written straight to the table, for a revoke probe to revoke. */
const liveTokenOf = async (c: Cell): Promise<number> => {
  made += 1
  const [row] = await c.db.run<{ id: number }>(
    sql`INSERT INTO personal_tokens (userid, name, token_hash)
        VALUES (${ownerOf(c)}, ${`matrix revoke ${made}`}, ${personalTokenKey(newPersonalTokenSecret())})
        RETURNING id`,
  )
  return row!.id
}

/** Every listed token is the caller's own, and no secret is in the answer. */
const ownTokensOnly = async (body: unknown, c: Cell): Promise<ReadonlyArray<string>> => {
  const items = (body as { items: Array<{ id: number }> }).items
  const rows = await c.db.run<{ id: number; userid: number }>(
    sql`SELECT id, userid FROM personal_tokens WHERE id = ANY(${sql.param(items.map((i) => i.id))}::int[])`,
  )
  const foreign = rows
    .filter((r) => r.userid !== c.caller.userid)
    .map((r) => `token ${r.id} of user ${r.userid}`)
  return JSON.stringify(body).includes("portal_pat_") ? [...foreign, "a secret in the list"] : foreign
}

/** Probes of the personal access token calls (issue 26): the caller's own, from its own sign-in. */
export const tokenProbes = {
  "tokens.list": {
    relations: ownOnly,
    request: (): ProbeRequest => ({ method: "GET", path: "/v1/tokens" }),
    leaks: ownTokensOnly,
  },
  "tokens.create": {
    relations: ownOnly,
    request: (): ProbeRequest => {
      made += 1
      return { method: "POST", path: "/v1/tokens", json: { name: `matrix create ${made}`, expiresInDays: 1 } }
    },
    footprint: (c) => countRows(c.db, "personal_tokens", sql`userid = ${ownerOf(c)}`),
  },
  "tokens.revoke": {
    relations: ownOnly,
    request: async (c): Promise<ProbeRequest> => ({
      method: "DELETE",
      path: `/v1/tokens/${await liveTokenOf(c)}`,
    }),
    footprint: (c) => countRows(c.db, "personal_tokens", sql`userid = ${ownerOf(c)} AND revoked IS NOT NULL`),
  },
} satisfies Readonly<Record<"tokens.list" | "tokens.create" | "tokens.revoke", Probe>>
