import { type SQL, sql } from "drizzle-orm"
import type { User } from "../../core/schema/user.ts"
import { pick } from "../db/pick.ts"
import type { RowOf } from "../db/rows.ts"
import { companies, roles, users } from "../db/schema.ts"

/** The columns of a User (spec section 3) over `users u`, `roles r` and `companies c`. */
export const USER_COLUMNS: SQL = sql`u.userid, u.username, u.email, r.role, u.roleid, u.companyid, c.companyname,
  u.firstname, u.lastname, u.phonenumber, u.phonenumberextension, u.usercreateddate, u.useractive,
  u.profilepicture, u.profileicon, u.latest_activity, u.last_login`

export const USER_FROM: SQL = sql`users u JOIN roles r ON r.roleid = u.roleid JOIN companies c ON c.companyid = u.companyid`

/** The row `USER_COLUMNS` gives, typed from the table definitions. */
export const userShape = {
  ...pick(users, ["userid", "username", "email", "roleid", "companyid", "firstname", "lastname"]),
  role: roles.role,
  companyname: companies.companyname,
  ...pick(users, ["phonenumber", "phonenumberextension", "usercreateddate", "useractive"]),
  ...pick(users, ["profilepicture", "profileicon"]),
  latest_activity: users.latestActivity,
  last_login: users.lastLogin,
}

export type UserRow = RowOf<typeof userShape>

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString())

/** A row of `USER_COLUMNS` as the User entity. */
export const toUser = (r: UserRow): User => ({
  userid: r.userid,
  username: r.username,
  email: r.email,
  role: r.role,
  roleid: r.roleid,
  companyid: r.companyid,
  companyname: r.companyname,
  firstname: r.firstname,
  lastname: r.lastname,
  phonenumber: r.phonenumber,
  phonenumberextension: r.phonenumberextension,
  usercreateddate: iso(r.usercreateddate) ?? "",
  useractive: r.useractive,
  profilepicture: r.profilepicture,
  profileicon: r.profileicon,
  latestActivity: iso(r.latest_activity),
  dateLastLoggedInUTC: iso(r.last_login),
})
