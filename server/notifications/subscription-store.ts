import { sql } from "drizzle-orm"
import { Effect } from "effect"
import {
  isOfferedEvent,
  notOfferedMessage,
  offeredSubscriptions,
} from "../../core/domain/notifications/offered-events.ts"
import type {
  LocationSubscriptions,
  Subscription,
  SubscriptionRemoval,
} from "../../core/schema/notification.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { type CompanyScope, scopeCondition } from "../auth/scope.ts"
import { inTransaction, query, queryRows } from "../services.ts"
import { recordUserActivity } from "../users/user-activity-store.ts"
import { computed } from "../db/rows.ts"
import { locations as locationTable, notificationUnfollowedLocations } from "../db/schema.ts"

/** A user's subscriptions, in event then delivery order. */
export const listSubscriptions = Effect.fn("listSubscriptions")(function* (userid: number) {
  return yield* queryRows(
    {
      event_type: computed<Subscription["event_type"]>(),
      delivery_type: computed<Subscription["delivery_type"]>(),
    },
    sql`SELECT event_type, delivery_type FROM notification_subscriptions
        WHERE userid = ${userid} ORDER BY event_type, delivery_type`,
  )
})

/** Every change writes a NOTIFICATION_SUBSCRIPTIONS_CHANGED timeline entry in its transaction. */
const changed = (userid: number, by: number, details: Record<string, unknown>) =>
  recordUserActivity({ userid, action: "NOTIFICATION_SUBSCRIPTIONS_CHANGED", createdBy: by, details })

const insert = (userid: number, s: Subscription) =>
  query(
    sql`INSERT INTO notification_subscriptions (userid, event_type, delivery_type)
        VALUES (${userid}, ${s.event_type}, ${s.delivery_type}) ON CONFLICT DO NOTHING`,
  )

/** The user whose settings change, as the offered-events rule needs them. */
export interface SubscriptionOwner {
  readonly userid: number
  readonly roleid: number
}

export const subscribe = (owner: SubscriptionOwner, by: number, s: Subscription) =>
  inTransaction(
    Effect.gen(function* () {
      const userid = owner.userid
      if (!isOfferedEvent(owner.roleid, s.event_type))
        return yield* new BadRequest({ message: notOfferedMessage(s.event_type), field: "event_type" })
      yield* insert(userid, s)
      yield* changed(userid, by, { subscribed: [s] })
    }),
  )

export const unsubscribe = (userid: number, by: number, r: SubscriptionRemoval) =>
  inTransaction(
    Effect.gen(function* () {
      const delivery = r.delivery_type === undefined ? sql`TRUE` : sql`delivery_type = ${r.delivery_type}`
      yield* query(
        sql`DELETE FROM notification_subscriptions
            WHERE userid = ${userid} AND event_type = ${r.event_type} AND ${delivery}`,
      )
      yield* changed(userid, by, { removed: [r] })
    }),
  )

export const subscribeAll = (owner: SubscriptionOwner, by: number) =>
  inTransaction(
    Effect.gen(function* () {
      const userid = owner.userid
      for (const s of offeredSubscriptions(owner.roleid)) yield* insert(userid, s)
      yield* changed(userid, by, { subscribed: "all" })
    }),
  )

/** Locations a settings screen offers (the user's companies'), by name; bounded. */
const LOCATION_CHOICES = 500

export const locationSubscriptions = Effect.fn("locationSubscriptions")(function* (
  userid: number,
  scope: CompanyScope,
) {
  const items = yield* queryRows(
    { locationID: notificationUnfollowedLocations.locationid },
    sql`SELECT locationid AS "locationID" FROM notification_unfollowed_locations
        WHERE userid = ${userid} ORDER BY locationid`,
  )
  const available = yield* queryRows(
    { locationID: locationTable.locationid, name: locationTable.locationname },
    sql`SELECT locationid AS "locationID", locationname AS name FROM locations
        WHERE ${scopeCondition(scope, "companyid")} ORDER BY locationname, locationid LIMIT ${LOCATION_CHOICES}`,
  )
  return { items, available } satisfies LocationSubscriptions
})

/** Replaces the user's unfollowed locations; every one must be in the user's scope (400 naming it). */
export const saveUnfollowedLocations = (
  userid: number,
  by: number,
  scope: CompanyScope,
  locations: ReadonlyArray<number>,
) =>
  inTransaction(
    Effect.gen(function* () {
      const unique = [...new Set(locations)]
      const known =
        unique.length === 0
          ? []
          : yield* queryRows(
              { locationid: locationTable.locationid },
              sql`SELECT locationid FROM locations
                  WHERE locationid = ANY(${sql.param(unique)}::int[]) AND ${scopeCondition(scope, "companyid")}`,
            )
      const missing = unique.filter((id) => !known.some((k) => k.locationid === id))
      if (missing.length > 0)
        return yield* new BadRequest({ message: `Location ${missing[0]} was not found`, field: "locations" })
      yield* query(sql`DELETE FROM notification_unfollowed_locations WHERE userid = ${userid}`)
      if (unique.length > 0)
        yield* query(
          sql`INSERT INTO notification_unfollowed_locations (userid, locationid)
              SELECT ${userid}, unnest(${sql.param(unique)}::int[])`,
        )
      yield* changed(userid, by, { unfollowedLocations: unique })
    }),
  )
