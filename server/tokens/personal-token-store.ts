import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { MAX_ID } from "../../core/domain/constants.ts"
import { expiresAt, PERSONAL_TOKEN_LIMITS, tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { Conflict, NotFound } from "../../core/schema/errors.ts"
import type {
  CreatedPersonalToken,
  NewPersonalToken,
  PersonalToken,
} from "../../core/schema/personal-token.ts"
import { newPersonalTokenSecret, personalTokenKey } from "../auth/personal-token-caller.ts"
import { computed } from "../db/rows.ts"
import { personalTokens } from "../db/schema.ts"
import { inTransaction, query, queryRows } from "../services.ts"
import { recordUserActivity } from "../users/user-activity-store.ts"

const tokenShape = {
  id: personalTokens.id,
  name: personalTokens.name,
  created: personalTokens.created,
  expires: personalTokens.expires,
  last_used: personalTokens.lastUsed,
}

const iso = (date: Date | string | null): string | null =>
  date === null ? null : new Date(date).toISOString()

const asToken = (row: {
  readonly id: number
  readonly name: string
  readonly created: Date
  readonly expires: Date | null
  readonly last_used: Date | null
}): PersonalToken => ({
  id: row.id,
  name: row.name,
  created: iso(row.created)!,
  expires: iso(row.expires),
  lastUsed: iso(row.last_used),
})

/** The owner's tokens that are not revoked (expired ones too, until revoked or replaced), newest first. */
export const listPersonalTokens = Effect.fn("listPersonalTokens")(function* (userid: number) {
  const rows = yield* queryRows(
    tokenShape,
    sql`SELECT id, name, created, expires, last_used FROM personal_tokens
        WHERE userid = ${userid} AND revoked IS NULL ORDER BY created DESC, id DESC`,
  )
  return rows.map(asToken)
})

/**
 * Creates a token for `userid` and returns it with its secret, which exists in the clear only in
 * this answer. Serialised per owner (the user row is locked), so the bound on live tokens holds
 * under concurrent creations; the unique index on (owner, lower(name)) refuses a second live token
 * of one name whatever the order (409 naming `name`). An expired token's name is freed for the new
 * one (the expired token is revoked). The timeline records it in the same transaction.
 */
export const createPersonalToken = (userid: number, input: NewPersonalToken) =>
  inTransaction(
    Effect.gen(function* () {
      yield* query(sql`SELECT userid FROM users WHERE userid = ${userid} FOR UPDATE`)
      yield* query(
        sql`UPDATE personal_tokens SET revoked = now()
            WHERE userid = ${userid} AND revoked IS NULL AND lower(name) = lower(${input.name})
              AND expires IS NOT NULL AND expires <= now()`,
      )
      const [counts] = yield* queryRows(
        { live: computed<number>(), named: computed<number>() },
        sql`SELECT count(*) FILTER (WHERE expires IS NULL OR expires > now())::int AS live,
                   count(*) FILTER (WHERE lower(name) = lower(${input.name}))::int AS named
            FROM personal_tokens WHERE userid = ${userid} AND revoked IS NULL`,
      )
      if ((counts?.named ?? 0) > 0)
        return yield* new Conflict({ message: tokenTexts.duplicate, field: "name" })
      if ((counts?.live ?? 0) >= PERSONAL_TOKEN_LIMITS.maxLive)
        return yield* new Conflict({ message: tokenTexts.tooMany })
      const secret = newPersonalTokenSecret()
      const now = new Date()
      const [row] = yield* queryRows(
        tokenShape,
        sql`INSERT INTO personal_tokens (userid, name, token_hash, created, expires)
            VALUES (${userid}, ${input.name}, ${personalTokenKey(secret)}, ${now},
                    ${expiresAt(now, input.expiresInDays ?? null)})
            RETURNING id, name, created, expires, last_used`,
      )
      const token = asToken(row!)
      yield* recordUserActivity({
        userid,
        action: "PERSONAL_TOKEN_CREATED",
        createdBy: userid,
        details: { name: token.name, expires: token.expires },
      })
      return { ...token, secret } satisfies CreatedPersonalToken
    }),
  )

/**
 * Revokes the owner's live token named by `ref`: its id when all digits (a name never is), else its
 * name (case-insensitive). It stops working at once; 404 when the owner has no such token.
 */
export const revokePersonalToken = (userid: number, ref: string) =>
  inTransaction(
    Effect.gen(function* () {
      const byId = /^\d+$/.test(ref)
      const [row] = yield* queryRows(
        { id: personalTokens.id, name: personalTokens.name },
        sql`UPDATE personal_tokens SET revoked = now()
            WHERE userid = ${userid} AND revoked IS NULL
              AND ${byId ? sql`id = ${Number(ref) <= MAX_ID ? Number(ref) : 0}` : sql`lower(name) = lower(${ref})`}
            RETURNING id, name`,
      )
      if (row === undefined) return yield* new NotFound({ message: tokenTexts.notFound(ref) })
      yield* recordUserActivity({
        userid,
        action: "PERSONAL_TOKEN_REVOKED",
        createdBy: userid,
        details: { name: row.name },
      })
      return { status: "success", message: `Revoked token "${row.name}"` }
    }),
  )
