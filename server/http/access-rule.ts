import type { EndpointKey, GroupName, PerEndpoint } from "../../core/api/endpoint-key.ts"
import type { RoleId } from "../../core/domain/roles.ts"
import type { UserAction } from "../../core/domain/users/user-access.ts"

export type { EndpointKey, GroupName }

/**
 * Who may call an endpoint and what it may reach.
 * - `session`: `none` answers without a session; `required` answers 401 without a live one.
 * - `roles`: the role ids allowed (403 `Forbidden` for the others), or `any`.
 * - `scope`: `global` data is the same for every caller (configuration, banner, sign-in);
 *   `own` is the caller's own account, session and exports (another user's answers 404);
 *   `company` reaches records of the companies in the caller's scope only: staff (1, 2) all of
 *   them, a sales rep its accounts, everyone else its own company. Another company's record answers
 *   404 like a missing id, lists hold only rows in scope, and writes to it change nothing;
 *   `user` is a user record: the caller's own, or another user's as `userAction` allows.
 * - `userAction`: the call names a user (path `:id`, payload `userId`) and the handler asks the one
 *   user rule (core/domain/users/user-access.ts) through `readableUser` whether the caller may do
 *   this to them: 403 with a sentence in scope, 404 outside the company scope. Every endpoint whose
 *   contract takes a user id declares one (`takesUserId` in access-check.ts checks it).
 */
export interface AccessRule {
  readonly session: "none" | "required"
  readonly roles: "any" | ReadonlyArray<RoleId>
  readonly scope: "global" | "own" | "company" | "user"
  /** The user rule's action on the user the call names (see `userAction` above). */
  readonly userAction?: UserAction
  /**
   * Answers while the caller's password has expired (reading the session, updating the password,
   * signing out); every other call answers 403 `PasswordExpired` until the password is updated.
   */
  readonly whileExpired?: true
  /**
   * Needs the owner's own sign-in: a personal access token gets 403 (managing tokens, the password,
   * the email address, viewing as another user). Impersonation sessions are refused by the handlers.
   */
  readonly ownSignIn?: true
}

/** One area's part of the access table: a row for every endpoint of the groups `G`, and no other. */
export type AreaRules<G extends GroupName> = PerEndpoint<G, AccessRule>
