import { Schema, Struct } from "effect"
import { NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from "../domain/users/user-limits.ts"
import { PERMISSION_FEATURES } from "../domain/users/user-rules.ts"
import { PHONE_LIMITS } from "../domain/validation/phone-limits.ts"
import { labelled, optionalText, requiredEmail, requiredText } from "./form-fields.ts"
import { Id } from "./id.ts"
import { fieldListParam } from "./list-query-params.ts"
import { RequestText } from "./request-text.ts"
import { User } from "./user.ts"
import { messages } from "../domain/validation/rules.ts"

/** GET /v1/users and /v1/users/admin answer: a status, the page of users and how many match. */
export const UserList = Schema.Struct({
  status: Schema.String,
  items: Schema.Array(User),
  count: Schema.Finite,
})
export type UserList = typeof UserList.Type

/** GET /v1/company/:id/users answer (spec section 7: results). */
export const CompanyUsers = Schema.Struct({ results: Schema.Array(User) })

/** GET /v1/user/:id `s`: the fields to answer (blank or missing: all of them). */
export const UserFieldList = fieldListParam(Object.keys(User.fields) as ReadonlyArray<keyof User>)

/** GET /v1/user/:id answer: the user's id and the fields asked for with `s` (all without it). */
export const UserFieldsItem = Schema.Struct({
  status: Schema.String,
  item: User.mapFields(Struct.mapOmit(["userid"], Schema.optionalKey)),
})

const username = labelled(
  "Username",
  RequestText.check(
    Schema.isPattern(/\S/, { message: messages.required("Username") }),
    Schema.isPattern(/^\S*$/, { message: messages.noWhitespace("Username") }),
    Schema.isMaxLength(USERNAME_MAX_LENGTH, { message: messages.maxLength("Username", USERNAME_MAX_LENGTH) }),
  ),
  { maxLength: USERNAME_MAX_LENGTH },
)

/** POST /v1/user body: a new account; the form reads its rules with `fieldRulesOf(NewUser)`. */
export const NewUser = Schema.Struct({
  username,
  email: requiredEmail("Email"),
  firstname: requiredText("First Name", NAME_MAX_LENGTH),
  lastname: requiredText("Last Name", NAME_MAX_LENGTH),
  phonenumber: optionalText("Phone Number", PHONE_LIMITS.maxInputLength),
  phonenumberextension: optionalText("Extension", PHONE_LIMITS.maxExtensionLength),
  roleid: labelled("Role", Id),
  companyid: labelled("Company", Id),
})
export type NewUser = typeof NewUser.Type

/** POST /v1/user and PATCH /v1/user/:id answer: the account as it now is. */
export const UserSaved = Schema.Struct({ status: Schema.String, item: User })
export type UserSaved = typeof UserSaved.Type

/** PATCH /v1/user/:id body: only changed fields (spec section 3). */
export const UserUpdate = Schema.Struct({
  firstname: Schema.optionalKey(requiredText("First Name", NAME_MAX_LENGTH)),
  lastname: Schema.optionalKey(requiredText("Last Name", NAME_MAX_LENGTH)),
  email: Schema.optionalKey(requiredEmail("Email")),
  phonenumber: optionalText("Phone Number", PHONE_LIMITS.maxInputLength),
  phonenumberextension: optionalText("Extension", PHONE_LIMITS.maxExtensionLength),
  userActive: Schema.optionalKey(Schema.Boolean),
})
export type UserUpdate = typeof UserUpdate.Type

const Features = Schema.Struct(
  Object.fromEntries(PERMISSION_FEATURES.map((f) => [f, Schema.Boolean])) as {
    [F in (typeof PERMISSION_FEATURES)[number]]: typeof Schema.Boolean
  },
)

/** GET /v1/permissions/:userId answer: the role, the feature switches and what the caller may change. */
export const Permissions = Schema.Struct({
  userid: Schema.Finite,
  roleid: Schema.Finite,
  role: Schema.String,
  features: Features,
  /** Roles the caller may give this user (empty: the caller cannot change the role). */
  assignableRoles: Schema.Array(Schema.Struct({ roleid: Schema.Finite, role: Schema.String })),
  /** The caller may switch the features. */
  editable: Schema.Boolean,
})
export type Permissions = typeof Permissions.Type

/** POST /v1/permissions body: a new role and/or feature switches for one user. */
export const PermissionsUpdate = Schema.Struct({
  userId: Id,
  roleid: Schema.optionalKey(Id),
  features: Schema.optionalKey(Features.mapFields(Struct.map(Schema.optionalKey))),
})
export type PermissionsUpdate = typeof PermissionsUpdate.Type

/** GET /v1/ec/countries answer. */
export const Countries = Schema.Struct({
  countries: Schema.Array(
    Schema.Struct({ iso2: Schema.String, name: Schema.String, dialCode: Schema.String }),
  ),
})
