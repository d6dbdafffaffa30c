import { eq } from "drizzle-orm"
import { Effect } from "effect"
import { NotFound } from "../../core/schema/errors.ts"
import type { User } from "../../core/schema/user.ts"
import { useDb } from "../services.ts"
import { companies, roles, users } from "../db/schema.ts"

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)

/** 404 for a user that is missing or that the caller may not read (ids of others stay hidden). */
export const userNotFound = (userid: number) => new NotFound({ message: `User ${userid} was not found` })

/** A user as the spec's User entity, with its company id for scope checks; 404 when missing. */
export const findUser = Effect.fn("findUser")(function* (userid: number) {
  const [row] = yield* useDb((db) =>
    db.orm
      .select({ user: users, role: roles.role, companyname: companies.companyname })
      .from(users)
      .innerJoin(roles, eq(roles.roleid, users.roleid))
      .innerJoin(companies, eq(companies.companyid, users.companyid))
      .where(eq(users.userid, userid))
      .limit(1),
  )
  if (!row) return yield* userNotFound(userid)
  const u = row.user
  const user: User = {
    userid: u.userid,
    username: u.username,
    email: u.email,
    role: row.role,
    roleid: u.roleid,
    companyid: u.companyid,
    companyname: row.companyname,
    firstname: u.firstname,
    lastname: u.lastname,
    phonenumber: u.phonenumber,
    phonenumberextension: u.phonenumberextension,
    usercreateddate: u.usercreateddate.toISOString(),
    useractive: u.useractive,
    profilepicture: u.profilepicture,
    profileicon: u.profileicon,
    latestActivity: iso(u.latestActivity),
    dateLastLoggedInUTC: iso(u.lastLogin),
  }
  return user
})

/** How often the user signed in (0 when unknown). */
export const loginCountOf = (userid: number) =>
  useDb(async (db) => {
    const [row] = await db.orm
      .select({ n: users.loginCount })
      .from(users)
      .where(eq(users.userid, userid))
      .limit(1)
    return row?.n ?? 0
  })

export const passwordExpiredOf = (userid: number) =>
  useDb(async (db) => {
    const [row] = await db.orm
      .select({ expired: users.passwordExpired })
      .from(users)
      .where(eq(users.userid, userid))
      .limit(1)
    return row?.expired ?? false
  })

export const confirmPolicy = (userid: number) =>
  useDb(async (db) => {
    await db.orm.update(users).set({ viewedPolicy: true }).where(eq(users.userid, userid))
  })
