import { accountAccessRules } from "./access-rules.account.ts"
import { peopleAccessRules } from "./access-rules.people.ts"
import { ratingsAccessRules } from "./access-rules.ratings.ts"
import { recordsAccessRules } from "./access-rules.records.ts"
import { watcherAccessRules } from "./access-rules.watchers.ts"
import { eventAccessRules } from "./access-rules.events.ts"
import { chatAccessRules } from "./access-rules.chat.ts"
import type { AccessRule, EndpointKey } from "./access-rule.ts"

/**
 * The one access table: a row per endpoint of `PortalApi`, keyed exactly by the contract's names
 * (a missing or unknown endpoint fails type checking), composed of one part per area; each part
 * must hold a row for every endpoint of its groups and no other (`AreaRules`). The Authentication
 * middleware reads it on every call (no row: 500, fail closed; a role outside `roles`: 403), the
 * server refuses to start
 * when `session` disagrees with the contract's Authentication middleware, and the authorization
 * matrix test (`tests/authz`) checks every row against every demo role.
 */
export const accessRules: { readonly [K in EndpointKey]: AccessRule } = {
  ...accountAccessRules,
  ...recordsAccessRules,
  ...peopleAccessRules,
  ...ratingsAccessRules,
  ...watcherAccessRules,
  ...eventAccessRules,
  ...chatAccessRules,
}

/** The rule of `group.endpoint`, or undefined when the table has no row for it. */
export const accessRuleOf = (group: string, endpoint: string): AccessRule | undefined =>
  Object.hasOwn(accessRules, `${group}.${endpoint}`)
    ? accessRules[`${group}.${endpoint}` as EndpointKey]
    : undefined

/** True when the rule lets a caller of this role through. */
export const roleAllowed = (rule: AccessRule, roleid: number): boolean =>
  rule.roles === "any" || rule.roles.some((r) => r === roleid)
