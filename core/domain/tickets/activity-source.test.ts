import { describe, expect, it } from "vitest"
import { ACTIVITY_SOURCE, activityVerb, COMMENT_ACTIVITY } from "./activity-source.ts"

describe("activityVerb", () => {
  it.each([
    [COMMENT_ACTIVITY, ACTIVITY_SOURCE.portal, "commented"],
    [COMMENT_ACTIVITY, null, "commented"],
    [COMMENT_ACTIVITY, ACTIVITY_SOURCE.email, "commented by email"],
    [4, ACTIVITY_SOURCE.email, ""],
    [1, ACTIVITY_SOURCE.portal, ""],
  ])("activity %d from %s says %j", (activityid, applicationid, verb) => {
    expect(activityVerb(activityid, applicationid)).toBe(verb)
  })
})
