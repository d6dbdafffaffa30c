import { useSelector } from "@xstate/react"
import { DELIVERY_LABELS, DELIVERY_TYPES, EVENT_LABELS } from "../../../core/domain/notifications/events.ts"
import { USER_ACTION_REFUSALS } from "../../../core/domain/users/user-access.ts"
import type { Person } from "../../../core/domain/users/user-rank.ts"
import { isSubscribed } from "../../../core/machines/notification-settings/notification-settings.machine.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { selectUser } from "../../lib/auth-selectors.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import "../../styles/notifications.css"

/**
 * `/profile/:userId?notifications=1`: per event and delivery switches, enable all, followed locations.
 * Another user's settings are shown read-only unless the caller may change that user.
 */
export default function NotificationSettingsScreen({ userID }: { userID: number }) {
  const me = useSelector(usePortal().auth, selectUser)
  // The offered events follow the role, so the machine starts once the signed-in user is known.
  if (!me) return <p className="page">Loading your settings...</p>
  return (
    <Settings userID={userID} caller={{ userid: me.userid, roleid: me.roleid, companyid: me.companyid }} />
  )
}

function Settings({ userID, caller }: { readonly userID: number; readonly caller: Person }) {
  const actor = usePortalMachine("notificationSettings", { input: { userID, caller } })
  const data = useSelector(actor, (s) => s.context.data)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.matches("saving"))
  const saving = busy || data?.readOnly === true
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const unfollowed = new Set((data?.locations.items ?? []).map((i) => i.locationID))
  return (
    <section className="page notification-settings" aria-labelledby="notification-settings-title">
      <h1 id="notification-settings-title">Notification Settings</h1>
      {error ? <ErrorAlert message={reasonText(error)} /> : null}
      {failed ? (
        <button type="button" className="button" onClick={() => actor.send({ type: "settings.reload" })}>
          Try again
        </button>
      ) : null}
      {data === null && !failed ? <p>Loading your settings...</p> : null}
      {data ? (
        <>
          {data.readOnly ? (
            <p role="note">{USER_ACTION_REFUSALS.change}.</p>
          ) : (
            <p>Choose what you hear about and how. Changes are saved at once.</p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={saving}
            onClick={() => actor.send({ type: "settings.enableAll" })}
          >
            Enable all
          </button>
          <table className="settings-table">
            <caption className="visually-hidden">Notification events and deliveries</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                {DELIVERY_TYPES.map((d) => (
                  <th scope="col" key={d}>
                    {DELIVERY_LABELS[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.events.map((event_type) => (
                <tr key={event_type}>
                  <th scope="row">{EVENT_LABELS[event_type]}</th>
                  {DELIVERY_TYPES.map((delivery_type) => {
                    const subscription = { event_type, delivery_type }
                    const on = isSubscribed(data, subscription)
                    return (
                      <td key={delivery_type}>
                        <label className="switch">
                          <input
                            type="checkbox"
                            checked={on}
                            disabled={saving}
                            aria-label={`${DELIVERY_LABELS[delivery_type]}: ${EVENT_LABELS[event_type]}`}
                            onChange={() => actor.send({ type: "settings.toggle", subscription, on: !on })}
                          />
                          {/* The column headings go on small screens: each switch then says its delivery. */}
                          <span aria-hidden="true">
                            <span className="switch-delivery">{DELIVERY_LABELS[delivery_type]}: </span>
                            {on ? "On" : "Off"}
                          </span>
                        </label>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset className="settings-locations">
            <legend>Followed locations</legend>
            <p>Ticket notifications come only for the locations you follow.</p>
            {data.locations.available.length === 0 ? <p>No locations to choose from.</p> : null}
            <ul>
              {data.locations.available.map((l) => (
                <li key={l.locationID}>
                  <label>
                    <input
                      type="checkbox"
                      checked={!unfollowed.has(l.locationID)}
                      disabled={saving}
                      onChange={(e) =>
                        actor.send({
                          type: "settings.setFollowed",
                          locationID: l.locationID,
                          followed: e.target.checked,
                        })
                      }
                    />{" "}
                    {l.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </>
      ) : null}
    </section>
  )
}
