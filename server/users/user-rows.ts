import { type SQL, sql } from "drizzle-orm"
import type { User } from "../../core/schema/user.ts"

/** The columns of a User (spec section 3) over `users u`, `roles r` and `companies c`. */
export const USER_COLUMNS: SQL = sql`u.userid, u.username, u.email, r.role, u.roleid, u.companyid, c.companyname,
  u.firstname, u.lastname, u.phonenumber, u.phonenumberextension, u.usercreateddate, u.useractive,
  u.profilepicture, u.profileicon, u.latest_activity, u.last_login`

export const USER_FROM: SQL = sql`users u JOIN roles r ON r.roleid = u.roleid JOIN companies c ON c.companyid = u.companyid`

export interface UserRow {
  readonly userid: number
  readonly username: string
  readonly email: string
  readonly role: string
  readonly roleid: number
  readonly companyid: number
  readonly companyname: string
  readonly firstname: string
  readonly lastname: string
  readonly phonenumber: string | null
  readonly phonenumberextension: string | null
  readonly usercreateddate: Date | string
  readonly useractive: boolean
  readonly profilepicture: string | null
  readonly profileicon: string | null
  readonly latest_activity: Date | string | null
  readonly last_login: Date | string | null
}

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
