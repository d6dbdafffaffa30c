import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id } from "../schema/id.ts"
import { listQueryParseOptions } from "../schema/list-query.schema.ts"
import {
  CompanyUsers,
  Countries,
  NewUser,
  Permissions,
  PermissionsUpdate,
  UserList,
  UserSaved,
  UserUpdate,
} from "../schema/user-admin.ts"
import { TimelineAnswer, TimelineQuery } from "../schema/user-activity.ts"
import { UserListQuery } from "../schema/user-list-query.ts"
import { Authentication } from "./middleware.ts"

/**
 * Users and their records (spec section 7, Users and companies). Who may do what is declared once in
 * `core/domain/users/user-rules.ts`. A duplicate username or email answers 400 naming the field
 * (only admins create or edit others, so it tells nobody else whether an account exists).
 */
export class UsersApi extends HttpApiGroup.make("users")
  .add(
    /** A user's activity timeline, newest first: the user's own, or (admins) a user in their scope. */
    HttpApiEndpoint.get("timeline", "/v1/user/activity/timeline/:id", {
      params: { id: Id },
      query: TimelineQuery,
      success: TimelineAnswer,
      error: [BadRequest, Forbidden, NotFound],
    }),
    /** The users screen's list: the caller's company (staff: every company), list encoding. */
    HttpApiEndpoint.get("list", "/v1/users", {
      query: UserListQuery,
      success: UserList,
      error: [BadRequest],
    }).annotate(HttpApi.QueryParseOptions, listQueryParseOptions),
    /** Staff: every company's users with their company, `companyid=(n)` to narrow. */
    HttpApiEndpoint.get("adminList", "/v1/users/admin", {
      query: UserListQuery,
      success: UserList,
      error: [BadRequest],
    }).annotate(HttpApi.QueryParseOptions, listQueryParseOptions),
    HttpApiEndpoint.get("companyUsers", "/v1/company/:id/users", {
      params: { id: Id },
      success: CompanyUsers,
      error: [NotFound],
    }),
    HttpApiEndpoint.post("create", "/v1/user", {
      payload: NewUser,
      success: UserSaved,
      error: [BadRequest, Forbidden, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.patch("update", "/v1/user/:id", {
      params: { id: Id },
      payload: UserUpdate,
      success: UserSaved,
      error: [BadRequest, Forbidden, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.get("permissions", "/v1/permissions/:userId", {
      params: { userId: Id },
      success: Permissions,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.post("savePermissions", "/v1/permissions", {
      payload: PermissionsUpdate,
      success: Permissions,
      error: [BadRequest, Forbidden, NotFound],
    }),
    HttpApiEndpoint.get("countries", "/v1/ec/countries", { success: Countries }),
  )
  .middleware(Authentication) {}
