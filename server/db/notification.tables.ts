import { bigint, boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { ts } from "./columns.ts"

/** In-portal notifications, their per-user counters and subscriptions (0016, 0020). */
export const notifications = pgTable("notifications", {
  id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
  userid: integer().notNull(),
  eventType: text("event_type").notNull(),
  message: text().notNull(),
  link: text(),
  senderUserid: integer("sender_userid"),
  senderName: text("sender_name"),
  seen: boolean().notNull().default(false),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** Order of the panel's list (migration 0020). */
  rank: bigint({ mode: "number" }),
})

/** Per user: the newest notification and how many are unseen (migration 0020). */
export const notificationCounts = pgTable("notification_counts", {
  userid: integer().primaryKey(),
  lastRank: bigint("last_rank", { mode: "number" }).notNull().default(0),
  lastAt: ts("last_at"),
  lastId: bigint("last_id", { mode: "number" }),
  unseen: integer().notNull().default(0),
})

export const notificationSubscriptions = pgTable(
  "notification_subscriptions",
  {
    userid: integer().notNull(),
    eventType: text("event_type").notNull(),
    deliveryType: text("delivery_type").notNull(),
    created: ts("created").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.eventType, t.deliveryType] })],
)

export const notificationUnfollowedLocations = pgTable(
  "notification_unfollowed_locations",
  { userid: integer().notNull(), locationid: integer().notNull() },
  (t) => [primaryKey({ columns: [t.userid, t.locationid] })],
)

/** Reply addresses of ticket notification mail: the token's hash, its ticket and user (0036). */
export const replyTokens = pgTable("reply_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  ticketid: integer().notNull(),
  userid: integer().notNull(),
  created: ts("created").notNull().defaultNow(),
  expires: ts("expires").notNull(),
  revoked: ts("revoked"),
})
