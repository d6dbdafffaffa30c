import { useSelector } from "@xstate/react"
import { useId } from "react"
import { USER_STATUS_FILTERS, USER_STATUS_LABELS } from "../../../core/domain/users/list-url.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { ListSearch } from "../../components/list-search.tsx"
import { pageLoadFailureText } from "../../lib/failure-messages.ts"
import type { UserListRef } from "./users-refs.ts"
import { LoadingStatus } from "../../components/loading-status.tsx"

/** The search box and the status filter of the user list. */
export function UserSearchAndFilter({ list }: { readonly list: UserListRef }) {
  const statusId = useId()
  const active = useSelector(list, (s) => s.context.active)
  return (
    <div className="users-tools">
      <ListSearch list={list} label="Search users" placeholder="Name, username or email" />
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={active}
          onChange={(e) => list.send({ type: "list.statusChange", active: e.target.value })}
        >
          {USER_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {USER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The list's loading announcement and its load failure with a retry. */
export function UsersStatus({ list }: { readonly list: UserListRef }) {
  const loading = useSelector(list, (s) => s.matches("loading"))
  const failure = useSelector(list, (s) => (s.matches("error") ? s.context.error : null))
  const error = pageLoadFailureText("The users could not be loaded.", failure)
  // A refusal does not go away by asking again.
  const retry = failure?._tag !== "Forbidden"
  return (
    <>
      <LoadingStatus loading={loading} label="Loading users…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          {...(retry
            ? { action: "Try again", onAction: () => list.send({ type: "list.refresh", force: true }) }
            : {})}
        />
      ) : null}
    </>
  )
}
