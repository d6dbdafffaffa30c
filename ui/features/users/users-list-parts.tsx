import { useSelector } from "@xstate/react"
import { useId } from "react"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import {
  USER_PAGE_SIZES,
  USER_STATUS_FILTERS,
  USER_STATUS_LABELS,
} from "../../../core/domain/users/list-url.ts"
import { pageSizeChoices } from "../../../core/domain/users/users-page-rules.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { Pagination } from "../../components/pagination.tsx"
import { pageLoadFailureText } from "../../lib/failure-messages.ts"
import type { UserListRef } from "./users-refs.ts"

/** The search box and the status filter of the user list. */
export function UserSearchAndFilter({ list }: { readonly list: UserListRef }) {
  const searchId = useId()
  const statusId = useId()
  const search = useSelector(list, (s) => s.context.search)
  const active = useSelector(list, (s) => s.context.active)
  return (
    <div className="users-tools">
      <div className="field ticket-search">
        <label htmlFor={searchId}>Search users</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="Name, username or email"
          onChange={(e) => list.send({ type: "list.searchChange", search: e.target.value })}
        />
      </div>
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
      <p role="status" className="visually-hidden">
        {loading ? "Loading users…" : ""}
      </p>
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

/** Pages and page size of the user list, once a page has loaded. */
export function UsersPagination({ list }: { readonly list: UserListRef }) {
  const page = useSelector(list, (s) => s.context.page)
  const pageSize = useSelector(list, (s) => s.context.pageSize)
  const count = useSelector(list, (s) => s.context.count)
  const loaded = useSelector(list, (s) => s.context.results !== null)
  if (!loaded) return null
  return (
    <Pagination
      label="User pages"
      page={page}
      pageCount={pageCount(count, pageSize)}
      pageSize={pageSize}
      pageSizes={pageSizeChoices(USER_PAGE_SIZES, pageSize)}
      count={count}
      onPage={(p) => list.send({ type: "list.pageSet", page: p })}
      onPageSize={(size) => list.send({ type: "list.pageSizeChange", pageSize: size })}
    />
  )
}
