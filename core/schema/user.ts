import { Schema } from "effect"

/** A portal user as the spec's section 3 names its fields. */
export const User = Schema.Struct({
  userid: Schema.Finite,
  username: Schema.String,
  email: Schema.String,
  role: Schema.String,
  roleid: Schema.Finite,
  companyid: Schema.Finite,
  companyname: Schema.String,
  firstname: Schema.String,
  lastname: Schema.String,
  phonenumber: Schema.NullOr(Schema.String),
  phonenumberextension: Schema.NullOr(Schema.String),
  usercreateddate: Schema.String,
  useractive: Schema.Boolean,
  profilepicture: Schema.NullOr(Schema.String),
  profileicon: Schema.NullOr(Schema.String),
  latestActivity: Schema.NullOr(Schema.String),
  dateLastLoggedInUTC: Schema.NullOr(Schema.String),
})
export type User = typeof User.Type

/** Single items come as a status and an item (spec section 3, list envelope). */
export const UserItem = Schema.Struct({ status: Schema.String, item: User })
export type UserItem = typeof UserItem.Type
