import { useSelector } from "@xstate/react"
import { activityVerb, COMMENT_ACTIVITY } from "../../../core/domain/tickets/activity-source.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import { ProfileIcon } from "../../components/profile-icon.tsx"
import { dateTimeText } from "./ticket-format.ts"
import type { TicketDetailRef } from "./ticket-refs.ts"

/** The ticket's activity history in the order the server keeps it; comments are marked as such. */
export function TicketTimeline({ detail }: { readonly detail: TicketDetailRef }) {
  const activities = useSelector(detail, (s) => s.context.activities)
  return (
    <section className="ticket-timeline" aria-labelledby="ticket-timeline-title">
      <h2 id="ticket-timeline-title">Activity</h2>
      {activities.length === 0 ? (
        <p className="page-note">{PLACEHOLDERS.noUpdate}</p>
      ) : (
        <ol className="timeline">
          {activities.map((a) => (
            <li
              key={a.id}
              className="timeline-entry"
              data-kind={a.activityid === COMMENT_ACTIVITY ? "comment" : "update"}
            >
              <ProfileIcon name={a.createdby} photo={a.profileicon} size={32} />
              <div className="timeline-body">
                <p className="timeline-meta">
                  <strong>{a.createdby?.trim() || PLACEHOLDERS.unavailable}</strong>
                  {activityVerb(a.activityid, a.applicationid)
                    ? ` ${activityVerb(a.activityid, a.applicationid)}`
                    : ""}
                  {" · "}
                  <time dateTime={a.createddateutc}>
                    {dateTimeText(a.createddateutc, PLACEHOLDERS.notAvailable)}
                  </time>
                </p>
                <p className="timeline-text">{a.description.trim() || PLACEHOLDERS.noDescription}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
