import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { ACTIVITY_SOURCE, COMMENT_ACTIVITY } from "../../../core/domain/tickets/activity-source.ts"
import type { TicketActivity } from "../../../core/schema/ticket.ts"
import { TicketTimeline } from "./ticket-timeline.tsx"
import type { TicketDetailRef } from "./ticket-refs.ts"

/** A detail actor that only holds activities: the timeline reads nothing else. */
const detailOf = (activities: ReadonlyArray<TicketActivity>) =>
  ({
    getSnapshot: () => ({ context: { activities } }),
    subscribe: () => ({ unsubscribe: () => {} }),
  }) as unknown as TicketDetailRef

const entry = (id: number, activityid: number, applicationid: number | null): TicketActivity => ({
  id,
  ticketid: 7,
  activityid,
  applicationid,
  description: `entry ${id}`,
  createdby: "Alice Acheson",
  createddateutc: "2026-01-02T10:00:00.000Z",
  profileicon: null,
})

describe("TicketTimeline", () => {
  it("marks comments from the portal and comments by email (issue 29)", () => {
    const html = renderToStaticMarkup(
      <TicketTimeline
        detail={detailOf([
          entry(1, COMMENT_ACTIVITY, ACTIVITY_SOURCE.email),
          entry(2, COMMENT_ACTIVITY, ACTIVITY_SOURCE.portal),
          entry(3, 4, ACTIVITY_SOURCE.email),
        ])}
      />,
    )
    const items = html.split("<li").slice(1)
    expect(items[0]).toContain("<strong>Alice Acheson</strong> commented by email")
    expect(items[1]).toContain("<strong>Alice Acheson</strong> commented ·")
    expect(items[2]).not.toContain("commented")
  })
})
