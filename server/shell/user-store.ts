import { eq } from "drizzle-orm"
import type { User } from "../../core/schema/user.ts"
import type { Db } from "../db/client.ts"
import { companies, roles, users } from "../db/schema.ts"

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)

/** A user as the spec's User entity, with its company id for scope checks. */
export const findUser = async (db: Db, userid: number): Promise<User | undefined> => {
  const [row] = await db.orm
    .select({ user: users, role: roles.role, companyname: companies.companyname })
    .from(users)
    .innerJoin(roles, eq(roles.roleid, users.roleid))
    .innerJoin(companies, eq(companies.companyid, users.companyid))
    .where(eq(users.userid, userid))
    .limit(1)
  if (!row) return undefined
  const u = row.user
  return {
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
}

export const loginCountOf = async (db: Db, userid: number): Promise<number | undefined> => {
  const [row] = await db.orm
    .select({ n: users.loginCount })
    .from(users)
    .where(eq(users.userid, userid))
    .limit(1)
  return row?.n
}

export const passwordExpiredOf = async (db: Db, userid: number): Promise<boolean> => {
  const [row] = await db.orm
    .select({ expired: users.passwordExpired })
    .from(users)
    .where(eq(users.userid, userid))
    .limit(1)
  return row?.expired ?? false
}

export const confirmPolicy = async (db: Db, userid: number): Promise<void> => {
  await db.orm.update(users).set({ viewedPolicy: true }).where(eq(users.userid, userid))
}
