import { useSelector } from "@xstate/react"
import { useEffect, useId, useMemo, useState } from "react"
import { Button } from "react-aria-components"
import { useSearch } from "wouter"
import { isInternalStaff } from "../../../core/domain/roles.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import {
  USER_LIST_URL,
  USER_PAGE_SIZES,
  USER_STATUS_FILTERS,
  USER_STATUS_LABELS,
} from "../../../core/domain/users/list-url.ts"
import { assignableRolesIn, canManageUser } from "../../../core/domain/users/user-rules.ts"
import type { User } from "../../../core/schema/user.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { Pagination } from "../../components/pagination.tsx"
import { selectUser } from "../../lib/auth-selectors.ts"
import { confirmDialog } from "../../lib/dialog-state.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { showToast } from "../../lib/toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { type Choice, UserFormDialog } from "./user-form-dialog.tsx"
import { UserTable } from "./user-table.tsx"
import type { UserEditorRef, UserListRef } from "./users-refs.ts"
import { useListUrl } from "../../lib/use-list-url.ts"
import "../../styles/tickets.css"
import "../../styles/ticket-list.css"
import "../../styles/users.css"

const ROLE_NAMES: Readonly<Record<number, string>> = {
  1: "Developer",
  2: "System Admin",
  3: "Company Admin",
  4: "Company User",
  11: "Sales Rep",
}

function UserSearchAndFilter({ list }: { readonly list: UserListRef }) {
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

function UsersStatus({ list }: { readonly list: UserListRef }) {
  const loading = useSelector(list, (s) => s.matches("loading"))
  const error = useSelector(list, (s) =>
    s.matches("error") && s.context.error ? reasonText(s.context.error) : null,
  )
  return (
    <>
      <p role="status" className="visually-hidden">
        {loading ? "Loading users…" : ""}
      </p>
      {error !== null ? (
        <ErrorAlert
          message={`The users could not be loaded. ${error}`}
          action="Try again"
          onAction={() => list.send({ type: "list.refresh", force: true })}
        />
      ) : null}
    </>
  )
}

function UsersPagination({ list }: { readonly list: UserListRef }) {
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
      pageSizes={[...new Set<number>([...USER_PAGE_SIZES, pageSize])].sort((a, b) => a - b)}
      count={count}
      onPage={(p) => list.send({ type: "list.pageSet", page: p })}
      onPageSize={(size) => list.send({ type: "list.pageSizeChange", pageSize: size })}
    />
  )
}

/** /users: the company's users (staff: everyone's) with create, edit and activate/deactivate as the rules allow. */
export default function UsersScreen({ title }: ScreenProps) {
  const search = useSearch()
  const page = usePortalMachine("usersPage", {
    input: { params: USER_LIST_URL.parse(new URLSearchParams(search)) },
  })
  const children = page.getSnapshot().children
  const list = children.list as UserListRef
  const editor = children.editor as UserEditorRef
  useListUrl(USER_LIST_URL, { list, basePath: "/users" })
  const { auth } = usePortal()
  const me = useSelector(auth, selectUser)
  const rows = useSelector(list, (s) => s.context.results)
  const [editing, setEditing] = useState<User | "new" | null>(null)

  useEffect(() => {
    const sub = page.on("editor.saved", (e) => {
      setEditing(null)
      const name = `${e.user.firstname} ${e.user.lastname}`
      const verb = e.write === "create" ? "created; the setup link was mailed" : "saved"
      showToast({ title: `${name} ${verb}`, tone: "success" })
    })
    return () => sub.unsubscribe()
  }, [page])

  const person = me === null ? null : { userid: me.userid, roleid: me.roleid, companyid: me.companyid }
  const companies: ReadonlyArray<Choice> = useMemo(() => {
    if (me === null) return []
    if (!isInternalStaff(me.roleid)) return [{ id: me.companyid, name: me.companyname }]
    const seen = new Map<number, string>([[me.companyid, me.companyname]])
    for (const u of rows ?? []) seen.set(u.companyid, u.companyname)
    return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
  }, [me, rows])
  const roles = (companyid: number): ReadonlyArray<Choice> =>
    me === null
      ? []
      : assignableRolesIn(me.roleid, companyid).map((id) => ({ id, name: ROLE_NAMES[id] ?? String(id) }))

  const toggleActive = async (u: User) => {
    const name = `${u.firstname} ${u.lastname}`
    const ok = await confirmDialog(
      u.useractive
        ? {
            title: `Deactivate ${name}?`,
            body: `${name} will be signed out everywhere and cannot sign in until activated again.`,
            confirmText: "Deactivate",
            cancelText: "Cancel",
          }
        : {
            title: `Activate ${name}?`,
            body: `${name} will be able to sign in again.`,
            confirmText: "Activate",
            cancelText: "Cancel",
          },
    )
    if (ok) page.send({ type: "editor.setActive", userid: u.userid, active: !u.useractive })
  }
  const failure = useSelector(editor, (s) =>
    s.matches("error") && editing === null ? s.context.error : null,
  )
  useEffect(() => {
    if (failure !== null)
      showToast({ title: "The change was not saved", description: reasonText(failure), tone: "error" })
  }, [failure])

  return (
    <div className="page users-page">
      <header className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          {companies.length > 0 && person !== null && roles(companies[0]!.id).length > 0 ? (
            <Button
              className="button button-primary"
              onPress={() => {
                page.send({ type: "editor.dismiss" })
                setEditing("new")
              }}
            >
              Add user
            </Button>
          ) : null}
        </div>
      </header>
      <UserSearchAndFilter list={list} />
      <UsersStatus list={list} />
      <UserTable
        list={list}
        actions={{
          canManage: (u) => person !== null && canManageUser(person, u),
          onEdit: (u) => {
            page.send({ type: "editor.dismiss" })
            setEditing(u)
          },
          onToggleActive: (u) => void toggleActive(u),
        }}
      />
      <UsersPagination list={list} />
      {editing !== null ? (
        <UserFormDialog
          page={page}
          editor={editor}
          user={editing === "new" ? null : editing}
          roles={roles}
          companies={companies}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  )
}
