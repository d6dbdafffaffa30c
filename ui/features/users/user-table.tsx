import { useSelector } from "@xstate/react"
import { Button } from "react-aria-components"
import { Link } from "wouter"
import type { UserSortField } from "../../../core/domain/users/list-url.ts"
import type { User } from "../../../core/schema/user.ts"
import { BreakText } from "../../components/break-text.tsx"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { StatusChip } from "../../components/status-chip.tsx"
import type { UserListRef } from "./users-refs.ts"

export interface UserRowActions {
  readonly canManage: (user: User) => boolean
  readonly onEdit: (user: User) => void
  readonly onToggleActive: (user: User) => void
}

const fullName = (u: User) => `${u.firstname} ${u.lastname}`.trim() || u.username

const columnsOf = (actions: UserRowActions): ReadonlyArray<DataColumn<User, UserSortField>> => [
  {
    id: "firstname",
    label: "Name",
    sortField: "firstname",
    card: "lead",
    cell: (u) => <Link href={`/profile/${u.userid}`}>{fullName(u)}</Link>,
  },
  {
    id: "username",
    label: "Username",
    sortField: "username",
    clip: true,
    hideBelow: "lg",
    cell: (u) => <BreakText text={u.username} />,
  },
  { id: "email", label: "Email", sortField: "email", clip: true, cell: (u) => <BreakText text={u.email} /> },
  { id: "role", label: "Role", sortField: "role", hideBelow: "md", cell: (u) => u.role },
  {
    id: "companyname",
    label: "Company",
    sortField: "companyname",
    hideBelow: "xl",
    cell: (u) => u.companyname,
  },
  {
    id: "useractive",
    label: "Status",
    sortField: "useractive",
    card: "badge",
    cell: (u) => (
      <StatusChip
        label={u.useractive ? "Active" : "Deactivated"}
        tone={u.useractive ? "active" : "inactive"}
      />
    ),
  },
  {
    id: "actions",
    label: "Actions",
    cell: (u) =>
      actions.canManage(u) ? (
        <span className="user-actions">
          <Button
            className="button button-secondary button-small"
            onPress={() => actions.onEdit(u)}
            aria-label={`Edit ${fullName(u)}`}
          >
            Edit
          </Button>
          <Button
            className="button button-secondary button-small"
            onPress={() => actions.onToggleActive(u)}
            aria-label={`${u.useractive ? "Deactivate" : "Activate"} ${fullName(u)}`}
          >
            {u.useractive ? "Deactivate" : "Activate"}
          </Button>
        </span>
      ) : null,
  },
]

/** The users in the shared DataTable (a table from 770 px, cards below), with the row actions the rules allow. */
export function UserTable({
  list,
  actions,
}: {
  readonly list: UserListRef
  readonly actions: UserRowActions
}) {
  const rows = useSelector(list, (s) => s.context.results)
  const sort = useSelector(list, (s) => s.context.sort)
  const direction = useSelector(list, (s) => s.context.sortDirection)
  const busy = useSelector(list, (s) => s.matches("loading"))
  return (
    <DataTable
      label="Users"
      columns={columnsOf(actions)}
      rows={rows}
      rowKey={(u) => u.userid}
      rowHeader="firstname"
      busy={busy}
      empty="No users match."
      sort={{ field: sort, direction, onSort: (field) => list.send({ type: "list.sortChange", field }) }}
    />
  )
}
