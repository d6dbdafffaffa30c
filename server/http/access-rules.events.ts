import type { AreaRules } from "./access-rule.ts"

/**
 * The live stream (issue 29): every signed-in role; what each receives is narrowed per event to
 * the companies the caller may read (staff all, a sales rep its accounts, others their own) and to
 * their own notifications (core/domain/live/live-events.ts, `mayReceive`).
 */
export const eventAccessRules: AreaRules<"events"> = {
  "events.stream": { session: "required", roles: "any", scope: "company" },
}
