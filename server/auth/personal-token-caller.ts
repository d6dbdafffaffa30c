import { randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import type { Caller } from "../../core/api/middleware.ts"
import {
  isLastUseDue,
  isPersonalToken,
  PERSONAL_TOKEN_LIMITS,
  PERSONAL_TOKEN_PREFIX,
} from "../../core/domain/tokens/personal-tokens.ts"
import type { Db } from "../db/client.ts"
import { computed, preparedRows } from "../db/rows.ts"
import { personalTokens, users } from "../db/schema.ts"
import { sessionKey } from "./session-store.ts"

/** A new secret: the recognisable prefix and 256 random bits in base64url. */
export const newPersonalTokenSecret = (): string =>
  PERSONAL_TOKEN_PREFIX + randomBytes(32).toString("base64url")

/** What the database keeps of a token: its SHA-256, like a session id (256 random bits need no salt). */
export const personalTokenKey = (secret: string): string => sessionKey(secret)

const tokenCallerRow = {
  tokenId: personalTokens.id,
  userID: personalTokens.userid,
  roleid: users.roleid,
  companyid: users.companyid,
  passwordExpired: users.passwordExpired,
  lastUsed: computed<Date | string | null>(),
}

/**
 * A token is a session derived from its owner's account: it answers only while the owner is active
 * and the token is neither revoked nor expired, read on every request like a session (nothing
 * cached, so revoking or deactivating stops it at once). Role and company are the owner's of now.
 */
const findTokenCallerSql = `SELECT t.id AS "tokenId", t.userid AS "userID", u.roleid, u.companyid,
    u.password_expired AS "passwordExpired", t.last_used AS "lastUsed"
  FROM personal_tokens t JOIN users u ON u.userid = t.userid
  WHERE t.token_hash = $1::text AND t.revoked IS NULL AND (t.expires IS NULL OR t.expires > now())
    AND u.useractive`

/**
 * The caller behind `Authorization: Bearer <token>`, if the token is live. Its last use is written
 * when the one on record is older than a minute (`PERSONAL_TOKEN_LIMITS.lastUsedEverySeconds`), so a
 * script's burst of calls writes once. The caller's `sessionID` is the secret itself: it is what the
 * client log masks (server/client-log), and ending it as a session ends nothing.
 */
export const findTokenCaller = async (
  db: Db,
  secret: string,
  now = new Date(),
): Promise<Caller | undefined> => {
  if (!isPersonalToken(secret)) return undefined
  const [row] = await preparedRows(db, tokenCallerRow, "portal_find_token_caller", findTokenCallerSql, [
    personalTokenKey(secret),
  ])
  if (row === undefined) return undefined
  const lastUsed = row.lastUsed === null ? null : new Date(row.lastUsed)
  if (isLastUseDue(lastUsed, now))
    await db.run(
      sql`UPDATE personal_tokens SET last_used = now() WHERE id = ${row.tokenId}
            AND (last_used IS NULL
                 OR last_used <= now() - make_interval(secs => ${PERSONAL_TOKEN_LIMITS.lastUsedEverySeconds}))`,
    )
  return {
    sessionID: secret,
    userID: row.userID,
    roleid: row.roleid,
    companyid: row.companyid,
    isImpersonation: false,
    passwordExpired: row.passwordExpired,
    personalTokenId: row.tokenId,
  }
}
