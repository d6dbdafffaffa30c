import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { isInternal } from "../../../core/domain/roles.ts"
import type { ActorRefFrom } from "xstate"
import type { agreementsMachine } from "../../../core/machines/agreements/agreements.machine.ts"
import type { AgreementSummary } from "../../../core/schema/agreement.ts"
import { AccountPicker } from "../../components/account-picker.tsx"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { PageLoading } from "../../components/page-loading.tsx"
import { StatusChip } from "../../components/status-chip.tsx"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { agreementsFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { viewerDate } from "../../lib/viewer-dates.ts"
import { AgreementDetail } from "./agreement-detail.tsx"
import "../../styles/tickets.css"
import "../../styles/equipment.css"

export type AgreementsRef = ActorRefFrom<typeof agreementsMachine>

const day = (iso: string | null | undefined) => viewerDate(iso, "N/A")

const columns = (select: (id: number) => void): ReadonlyArray<DataColumn<AgreementSummary, never>> => [
  {
    id: "name",
    label: "Agreement",
    card: "lead",
    cell: (a) => (
      <button type="button" className="link-button" onClick={() => select(a.agreementid)}>
        {a.agreementname || "No Agreement Name"}
      </button>
    ),
  },
  { id: "number", label: "Number", cell: (a) => String(a.agreementid) },
  { id: "type", label: "Type", cell: (a) => a.contracttype ?? "N/A" },
  {
    id: "status",
    label: "Status",
    card: "badge",
    cell: (a) => (
      <StatusChip label={a.active ? "Active" : "Inactive"} tone={a.active ? "active" : "inactive"} />
    ),
  },
  { id: "start", label: "Start", hideBelow: "lg", cell: (a) => day(a.commencementdate) },
  { id: "renewal", label: "Renewal", cell: (a) => day(a.expirationdate) },
  { id: "sales", label: "Sales Contact", hideBelow: "lg", cell: (a) => a.salesfullname ?? "N/A" },
]

function AccountChooser({ agreements }: { readonly agreements: AgreementsRef }) {
  const accounts = useSelector(agreements, (s) => s.context.accounts)
  const account = useSelector(agreements, (s) => s.context.account)
  return (
    <AccountPicker
      accounts={accounts}
      value={account}
      onChange={(a) => agreements.send({ type: "agreements.accountChange", account: a })}
    />
  )
}

/** /agreements: the caller's agreements; `?agreement=<id>` opens one with its full record and locations. */
export default function AgreementsScreen({ title }: ScreenProps) {
  const { auth } = usePortal()
  const roleId = useSelector(auth, selectRoleId)
  // Whether staff choose an account is the role's, fixed when the machine starts: it starts once
  // the user (so the role) is known.
  if (roleId === null)
    return <PageLoading className="page agreements-page" title={title} label="Loading agreements…" />
  return <AgreementsPage title={title} chooseAccount={isInternal(roleId)} />
}

function AgreementsPage({ title, chooseAccount }: { title: string; chooseAccount: boolean }) {
  const agreements = usePortalMachine("agreements", { input: { chooseAccount } })
  const rows = useSelector(agreements, (s) => s.context.agreements)
  const busy = useSelector(agreements, (s) => s.context.status === "loading")
  const error = useSelector(agreements, (s) => agreementsFailureText(s.context.error))
  const selected = useSelector(agreements, (s) => s.context.selected)
  const search = useSearch()
  const [, navigate] = useLocation()
  const wanted = Number(new URLSearchParams(search).get("agreement"))
  useEffect(() => {
    if (Number.isInteger(wanted) && wanted > 0 && wanted !== selected)
      agreements.send({ type: "agreements.select", agreementid: wanted })
  }, [wanted, selected, agreements])
  const select = (id: number) => navigate(`/agreements?agreement=${id}`)
  return (
    <div className="page agreements-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {chooseAccount ? <AccountChooser agreements={agreements} /> : null}
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => agreements.send({ type: "agreements.load" })}
        />
      ) : null}
      <DataTable
        label="Agreements"
        columns={columns(select)}
        rows={rows}
        rowKey={(a) => a.agreementid}
        rowHeader="name"
        busy={busy}
        empty="No agreements."
      />
      <AgreementDetail agreements={agreements} onClose={() => navigate("/agreements")} />
    </div>
  )
}
