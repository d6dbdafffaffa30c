import { createHash, randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import { Effect } from "effect"
import { REPLY_TOKEN_DAYS } from "../../core/domain/mail/reply-address.ts"
import { query, queryRows } from "../services.ts"
import { computed } from "../db/rows.ts"
import { replyTokens, users } from "../db/schema.ts"

/**
 * The tokens of reply addresses (issue 29, migration 0036), made and kept like account tokens
 * (accounts/account-tokens.ts): random, stored as their SHA-256 only, with an expiry; plus a
 * revocation. The token names one ticket and one recipient.
 */

/** 20 random bytes as 40 lower-case hex digits (160 bits; the local part stays short and caseless). */
export const newReplyToken = (): string => randomBytes(20).toString("hex")

/** What the database keeps of a token (its random bits need no salt or stretching). */
export const replyTokenKey = (token: string): string =>
  createHash("sha256").update(token.toLowerCase()).digest("hex")

/** Issues the reply token of one notification mail; returns it (the only time it exists in the clear). */
export const issueReplyToken = Effect.fn("issueReplyToken")(function* (ticketid: number, userid: number) {
  const token = newReplyToken()
  yield* query(
    sql`INSERT INTO reply_tokens (token_hash, ticketid, userid, expires)
        VALUES (${replyTokenKey(token)}, ${ticketid}, ${userid}, now() + make_interval(days => ${REPLY_TOKEN_DAYS}))`,
  )
  return token
})

/** The ticket and user a live token names: unexpired, unrevoked, its user active. */
export interface ReplyTokenOwner {
  readonly ticketid: number
  readonly userid: number
  readonly roleid: number
  readonly companyid: number
  readonly email: string
}

/** The owner of a live token, or undefined (unknown, expired, revoked, user deactivated). */
export const liveReplyToken = Effect.fn("liveReplyToken")(function* (token: string) {
  const [row] = yield* queryRows(
    {
      ticketid: replyTokens.ticketid,
      userid: replyTokens.userid,
      roleid: users.roleid,
      companyid: computed<number>(),
      email: computed<string>(),
    },
    sql`SELECT t.ticketid, t.userid, u.roleid, coalesce(u.companyid, 0) AS companyid, coalesce(u.email, '') AS email
        FROM reply_tokens t JOIN users u ON u.userid = t.userid
        WHERE t.token_hash = ${replyTokenKey(token)} AND t.revoked IS NULL AND t.expires > now() AND u.useractive`,
  )
  return row satisfies ReplyTokenOwner | undefined
})

/** Revokes every live reply address of a user (on demand, or when the user is deactivated); returns how many. */
export const revokeReplyTokens = Effect.fn("revokeReplyTokens")(function* (
  userid: number,
  ticketid?: number,
) {
  const rows = yield* query(
    sql`UPDATE reply_tokens SET revoked = now()
        WHERE userid = ${userid} AND revoked IS NULL ${ticketid === undefined ? sql`` : sql`AND ticketid = ${ticketid}`}
        RETURNING 1`,
  )
  return rows.length
})
