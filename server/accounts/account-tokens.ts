import { createHash, randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { ACCOUNT_TOKEN_MINUTES, type AccountTokenKind } from "../../core/domain/account-tokens.ts"
import { deadLinkTexts } from "../../core/domain/token-links.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { query, queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { accountTokens, users } from "../db/schema.ts"

/** A new token: 30 random bytes as 40 characters of base64url. */
export const newAccountToken = (): string => randomBytes(30).toString("base64url")

/** What the database keeps of a token: its SHA-256 (240 random bits need no salt or stretching). */
export const accountTokenKey = (token: string): string => createHash("sha256").update(token).digest("hex")

/**
 * Issues a token of `kind` for a user and returns it (the only time it exists in the clear). Earlier
 * unused tokens of the same kind stop working: only the latest link does.
 */
export const issueToken = Effect.fn("issueToken")(function* (userid: number, kind: AccountTokenKind) {
  const token = newAccountToken()
  yield* query(
    sql`UPDATE account_tokens SET used = now() WHERE userid = ${userid} AND kind = ${kind} AND used IS NULL`,
  )
  yield* query(
    sql`INSERT INTO account_tokens (token_hash, userid, kind, expires)
        VALUES (${accountTokenKey(token)}, ${userid}, ${kind},
                now() + make_interval(mins => ${ACCOUNT_TOKEN_MINUTES[kind]}))`,
  )
  return token
})

/** Reset tokens issued to a user in the last hour (to bound the mail one person can trigger). */
export const recentResetTokens = Effect.fn("recentResetTokens")(function* (userid: number) {
  const [row] = yield* queryRows(
    { n: computed<number>() },
    sql`SELECT count(*)::int AS n FROM account_tokens
        WHERE userid = ${userid} AND kind = 'reset' AND created > now() - interval '1 hour'`,
  )
  return row?.n ?? 0
})

/** The live token's owner (unused, unexpired, active user). */
export interface TokenOwner {
  readonly userid: number
  readonly kind: AccountTokenKind
  readonly username: string
  readonly email: string
  readonly firstname: string
  readonly lastname: string
}

const invalidToken = new NotFound({ message: deadLinkTexts.invalid })

/**
 * The owner of a live token, or `NotFound`. With `lock`, the row is locked until the transaction
 * ends, so two saves with one token cannot both pass.
 */
export const liveToken = Effect.fn("liveToken")(function* (token: string, lock = false) {
  const [row] = yield* queryRows(
    {
      userid: accountTokens.userid,
      kind: accountTokens.kind,
      username: users.username,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    },
    sql`SELECT t.userid, t.kind, u.username, u.email, u.firstname, u.lastname
        FROM account_tokens t JOIN users u ON u.userid = t.userid
        WHERE t.token_hash = ${accountTokenKey(token)} AND t.used IS NULL AND t.expires > now()
          AND u.useractive
        ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  )
  if (!row) return yield* invalidToken
  return row satisfies TokenOwner
})

/** Spends every open token of a user (after a password change: older links must not work). */
export const spendTokens = (userid: number) =>
  query(sql`UPDATE account_tokens SET used = now() WHERE userid = ${userid} AND used IS NULL`)
