import { eq, sql } from "drizzle-orm"
import { Effect } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import {
  assignableRolesIn,
  canManageUser,
  type FeatureSwitches,
  featuresOf,
  type PermissionFeature,
  type Person,
  roleChangeRefusal,
} from "../../core/domain/users/user-rules.ts"
import { BadRequest, Forbidden } from "../../core/schema/errors.ts"
import type { Permissions, PermissionsUpdate } from "../../core/schema/user-admin.ts"
import { endImpersonationsBy } from "../auth/end-sessions.ts"
import { inTransaction, orm, query } from "../services.ts"
import { recordUserActivity } from "./user-activity-store.ts"
import { personOf } from "./user-write.ts"
import { roles, userPermissions } from "../db/schema.ts"

/** A user's feature switches (every feature on without a stored choice). */
export const featureSwitchesOf = Effect.fn("featureSwitchesOf")(function* (userid: number) {
  const [row] = yield* orm((o) =>
    o
      .select({ features: userPermissions.features })
      .from(userPermissions)
      .where(eq(userPermissions.userid, userid)),
  )
  return featuresOf(row?.features)
})

/** 403 when a manager switched `feature` off for the caller. */
export const requireFeature = Effect.fn("requireFeature")(function* (
  caller: Caller,
  feature: PermissionFeature,
) {
  const features = yield* featureSwitchesOf(caller.userID)
  if (!features[feature])
    return yield* new Forbidden({ message: "Your administrator has not given you this permission" })
})

/** GET /v1/permissions/:userId for a target the caller may read. */
export const permissionsOf = Effect.fn("permissionsOf")(function* (
  caller: Caller,
  target: Person & { readonly role: string },
) {
  const me = personOf(caller)
  const manages = canManageUser(me, target)
  const roleRows = yield* orm((o) => o.select().from(roles).orderBy(roles.roleid))
  const assignable = manages ? assignableRolesIn(caller.roleid, target.companyid) : []
  const answer: Permissions = {
    userid: target.userid,
    roleid: target.roleid,
    role: target.role,
    features: yield* featureSwitchesOf(target.userid),
    assignableRoles: roleRows.filter((r) => (assignable as ReadonlyArray<number>).includes(r.roleid)),
    editable: manages,
  }
  return answer
})

/**
 * POST /v1/permissions: a manager changes another user's role (within its bounds) and feature
 * switches; the change and its timeline entry commit together.
 */
export const savePermissions = Effect.fn("savePermissions")(function* (
  caller: Caller,
  target: Person,
  body: PermissionsUpdate,
) {
  const me = personOf(caller)
  if (body.roleid !== undefined) {
    const refusal = roleChangeRefusal(me, target, body.roleid)
    if (refusal !== undefined)
      return yield* refusal === "That role does not exist in this user's company"
        ? new BadRequest({ message: refusal, field: "roleid" })
        : new Forbidden({ message: refusal })
  }
  if (body.features !== undefined && !canManageUser(me, target))
    return yield* new Forbidden({ message: "You do not manage this user" })
  yield* inTransaction(
    Effect.gen(function* () {
      const before = yield* featureSwitchesOf(target.userid)
      const features: FeatureSwitches = { ...before, ...body.features }
      const roleChanged = body.roleid !== undefined && body.roleid !== target.roleid
      const featuresChanged = JSON.stringify(features) !== JSON.stringify(before)
      if (roleChanged) {
        yield* query(sql`UPDATE users SET roleid = ${body.roleid} WHERE userid = ${target.userid}`)
        // Any role change moves the sessions epoch (migration 0025): end and log their impersonations.
        yield* endImpersonationsBy(target.userid)
      }
      if (featuresChanged)
        yield* query(
          sql`INSERT INTO user_permissions (userid, features, updated_by)
              VALUES (${target.userid}, ${JSON.stringify(features)}::jsonb, ${caller.userID})
              ON CONFLICT (userid) DO UPDATE SET features = EXCLUDED.features, updated = now(),
                updated_by = EXCLUDED.updated_by`,
        )
      if (roleChanged || featuresChanged)
        yield* recordUserActivity({
          userid: target.userid,
          action: "PERMISSIONS_CHANGED",
          createdBy: caller.userID,
          details: {
            ...(roleChanged ? { roleid: body.roleid } : {}),
            ...(featuresChanged ? { features } : {}),
          },
        })
    }),
  )
})
