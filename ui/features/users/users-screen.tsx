import { useSelector } from "@xstate/react"
import { useMemo } from "react"
import { Button } from "react-aria-components"
import { useSearch } from "wouter"
import { USER_LIST_URL, USER_PAGE_SIZES } from "../../../core/domain/users/list-url.ts"
import { canManageUser } from "../../../core/domain/users/user-rules.ts"
import { canAddUser, companyChoices, pageSizeChoices } from "../../../core/domain/users/users-page-rules.ts"
import { activationQuestion } from "../../../core/machines/users-page/users-page.machine.ts"
import type { User } from "../../../core/schema/user.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { ListPagination } from "../../components/list-pagination.tsx"
import { selectUser } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { useMachineToasts } from "../../lib/use-machine-toasts.ts"
import { useShellPage } from "../../lib/shell-context.tsx"
import { PageLoading } from "../../components/page-loading.tsx"
import { UserFormDialog } from "./user-form-dialog.tsx"
import { UserTable } from "./user-table.tsx"
import { UserSearchAndFilter, UsersStatus } from "./users-list-parts.tsx"
import { type UsersPageRef, useUsersPageChildren } from "./users-refs.ts"
import { useListUrl } from "../../lib/use-list-url.ts"
import "../../styles/tickets.css"
import "../../styles/ticket-list.css"
import "../../styles/users.css"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/users-page/users-page.actors.ts"

/** /users: the company's users (staff: everyone's) with create, edit and activate/deactivate as the rules allow. */
export default function UsersScreen({ title }: ScreenProps) {
  const search = useSearch()
  const page = useShellPage("usersPage", { params: USER_LIST_URL.parse(new URLSearchParams(search)) })
  if (page === null) return <PageLoading className="page users-page" title={title} label="Loading users…" />
  return <UsersView title={title} page={page} />
}

function UsersView({ title, page }: { readonly title: string; readonly page: UsersPageRef }) {
  const { list, editor } = useUsersPageChildren(page)
  useListUrl(USER_LIST_URL, { list, basePath: "/users" })
  useMachineToasts(page)
  const { auth } = usePortal()
  const me = useSelector(auth, selectUser)
  const rows = useSelector(list, (s) => s.context.results)
  const dialogOpen = useSelector(editor, (s) => s.context.draft !== undefined)
  const companies = useMemo(() => companyChoices(me, rows), [me, rows])
  const open = (user: User | null) => {
    if (me !== null)
      page.send({ type: "editor.open", user, companyid: companies[0]?.id ?? 0, callerRole: me.roleid })
  }
  const question = useSelector(page, (s) => activationQuestion(s.context))

  return (
    <div className="page users-page">
      <header className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          {canAddUser(me, companies) ? (
            <Button className="button button-primary" onPress={() => open(null)}>
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
          canManage: (u) => me !== null && canManageUser(me, u),
          onEdit: open,
          onToggleActive: (user) => page.send({ type: "activation.ask", user }),
        }}
      />
      <ListPagination
        list={list}
        label="User pages"
        pageSizes={(size) => pageSizeChoices(USER_PAGE_SIZES, size)}
      />
      <ConfirmDialog
        confirm={question}
        onAnswer={(yes) => page.send({ type: yes ? "activation.confirm" : "activation.cancel" })}
      />
      {dialogOpen ? <UserFormDialog page={page} editor={editor} companies={companies} /> : null}
    </div>
  )
}
