import { useSelector } from "@xstate/react"
import { useSearch } from "wouter"
import { EQUIPMENT_LIST_URL, parseEquipmentListUrl } from "../../../core/domain/equipment/list-url.ts"
import { isInternal } from "../../../core/domain/roles.ts"
import { AccountPicker } from "../../components/account-picker.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { ListPagination } from "../../components/list-pagination.tsx"
import { ListSearch } from "../../components/list-search.tsx"
import { columnsFailureText, equipmentListFailureText } from "../../lib/failure-messages.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { useShellPage } from "../../lib/shell-context.tsx"
import { EquipmentFilters } from "./equipment-filters.tsx"
import type { EquipmentListRef } from "./equipment-refs.ts"
import { EquipmentTable } from "./equipment-table.tsx"
import { queryRecord } from "../../../core/domain/lists/query-string.ts"
import { useListUrl } from "../../lib/use-list-url.ts"
import "../../styles/tickets.css"
import "../../styles/ticket-list.css"
import "../../styles/equipment.css"
import { LoadingStatus } from "../../components/loading-status.tsx"
import { PageLoading } from "../../components/page-loading.tsx"
// The page machine's module comes with the screen (fetched beside it, not after it mounts), so
// the shell's import() on `shell.pageOpen` finds it loaded.
import "../../../core/machines/equipment-list/equipment-list.actors.ts"

function ListStatus({ list }: { readonly list: EquipmentListRef }) {
  const loading = useSelector(list, (s) => s.matches({ list: "loading" }))
  const error = useSelector(list, (s) =>
    s.matches({ list: "error" }) ? equipmentListFailureText(s.context.error) : null,
  )
  const columnsError = useSelector(list, (s) => columnsFailureText(s.context.columnsError))
  return (
    <>
      <LoadingStatus loading={loading} label="Loading equipment…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => list.send({ type: "list.refresh", force: true })}
        />
      ) : null}
      {columnsError !== null ? <ErrorAlert message={columnsError} /> : null}
    </>
  )
}

/** Staff and sales reps: the account lookup; the choice is a filter, so it goes into the URL. */
function EquipmentAccount({ list }: { readonly list: EquipmentListRef }) {
  const accounts = useSelector(list, (s) => s.context.accounts)
  const account = useSelector(list, (s) => s.context.filters.account)
  return (
    <AccountPicker
      accounts={accounts}
      value={account}
      onChange={(a) => list.send({ type: "list.filterChange", filters: { account: a } })}
    />
  )
}

/** /equipment: the whole view (filters, search, sort, page) in the URL; the columns follow the user. */
export default function EquipmentListScreen({ title }: ScreenProps) {
  const { auth } = usePortal()
  const roleId = useSelector(auth, selectRoleId)
  // Whether staff choose an account is the role's, fixed when the page starts: it starts once the
  // user (so the role) is known, never as a customer's list that a later role cannot change.
  if (roleId === null)
    return <PageLoading className="page equipment-page" title={title} label="Loading equipment…" />
  return <EquipmentListPage title={title} chooseAccount={isInternal(roleId)} />
}

function EquipmentListPage({ title, chooseAccount }: { title: string; chooseAccount: boolean }) {
  const search = useSearch()
  const list = useShellPage("equipmentList", {
    params: parseEquipmentListUrl(queryRecord(search)),
    chooseAccount,
  })
  if (list === null)
    return <PageLoading className="page equipment-page" title={title} label="Loading equipment…" />
  return <EquipmentListView title={title} list={list} chooseAccount={chooseAccount} />
}

interface EquipmentListViewProps {
  readonly title: string
  readonly list: EquipmentListRef
  readonly chooseAccount: boolean
}

function EquipmentListView({ title, list, chooseAccount }: EquipmentListViewProps) {
  useListUrl(EQUIPMENT_LIST_URL, {
    list,
    basePath: "/equipment",
    isSettling: (s) => s.matches({ list: "debouncing" }),
  })
  return (
    <div className="page equipment-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {chooseAccount ? <EquipmentAccount list={list} /> : null}
      <ListSearch list={list} label="Search equipment" placeholder="Id, description, serial or model" />
      <EquipmentFilters list={list} />
      <ListStatus list={list} />
      <EquipmentTable list={list} />
      <ListPagination list={list} label="Equipment pages" />
    </div>
  )
}
