import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import { transferRoleProblem } from "../../core/domain/admin/transfer.ts"
import type { TransferResult } from "../../core/schema/admin.ts"
import { BadRequest, Forbidden } from "../../core/schema/errors.ts"
import { endUserSessions } from "../auth/end-sessions.ts"
import { closeForTransfer } from "../chat/chat-store.ts"
import { orm, query } from "../services.ts"
import { userNotFound } from "../shell/user-store.ts"
import { lockCompany } from "./company-store.ts"
import { pick } from "../db/pick.ts"
import { users } from "../db/schema.ts"

/**
 * Moves a user to another company; run in a transaction. What moves: the user record itself (its
 * role, name, contact data, preferences and sign-in count). What stays: tickets the user raised,
 * their comments and attachments, sign-in history and change requests stay with the old company,
 * whose records they are, and so does their support conversation, closed if it was open. Every
 * session of the user ends (an impersonation of them included), so their next sign-in sees only
 * the new company's data. Staff and sales reps are not moved (they
 * belong to the provider), customers never move into the provider's company, and nobody moves
 * themselves.
 */
export const transferUser = Effect.fn("transferUser")(function* (
  callerId: number,
  userid: number,
  toCompany: number,
) {
  if (userid === callerId)
    return yield* new BadRequest({ message: "You cannot transfer yourself", field: "userID" })
  const [user] = yield* orm((o) =>
    o
      .select(pick(users, ["companyid", "roleid", "username"]))
      .from(users)
      .where(eq(users.userid, userid))
      .for("update"),
  )
  if (!user) return yield* userNotFound(userid)
  // Provider roles (staff, sales reps) stay in the provider's company (core/domain/admin/transfer.ts).
  const roleProblem = transferRoleProblem(user.roleid, null)
  if (roleProblem !== null) return yield* new Forbidden({ message: roleProblem.message })
  const toName = yield* lockCompany(toCompany)
  if (user.companyid === toCompany)
    return yield* new BadRequest({
      message: `${user.username} already belongs to ${toName}`,
      field: "companyID",
    })
  // Customer roles move between customer companies only.
  const intoProblem = transferRoleProblem(user.roleid, toCompany)
  if (intoProblem !== null) return yield* new BadRequest(intoProblem)
  yield* query(sql`UPDATE users SET companyid = ${toCompany} WHERE userid = ${userid}`)
  yield* closeForTransfer(userid, callerId)
  // The bell spoke of the former company's tickets and people; the rank triggers (migration 0020)
  // keep the counts in step.
  yield* query(sql`DELETE FROM notifications WHERE userid = ${userid}`)
  const ended = yield* endUserSessions(userid)
  const result: TransferResult = {
    status: "success",
    message: `${user.username} moved to ${toName}; their tickets stay with their former company`,
    userID: userid,
    fromCompanyID: user.companyid,
    toCompanyID: toCompany,
    sessionsEnded: ended.sessions,
  }
  return result
})
