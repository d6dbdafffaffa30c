import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useId, useState } from "react"
import { COMPANY_NAME_MAX } from "../../../core/domain/admin/company.ts"
import type { Company } from "../../../core/schema/admin.ts"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { confirmDialog } from "../../lib/dialog-state.ts"
import { reasonText } from "../../lib/failure-messages.ts"
import { showToast } from "../../lib/toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"

type Change = (
  change: { kind: "rename"; id: number; companyName: string } | { kind: "delete"; id: number },
) => void

function RenameForm({
  company,
  onSave,
  onCancel,
}: {
  company: Company
  onSave: (name: string) => void
  onCancel: () => void
}) {
  const [name, setName] = useState(company.companyName)
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSave(name)
  }
  return (
    <form className="inline-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        New name for {company.companyName}
      </label>
      <input id={id} value={name} maxLength={COMPANY_NAME_MAX} onChange={(e) => setName(e.target.value)} />
      <button type="submit" className="button button-primary">
        Save
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </form>
  )
}

const columns = (
  editing: number | null,
  setEditing: (id: number | null) => void,
  change: Change,
): ReadonlyArray<DataColumn<Company, never>> => [
  {
    id: "name",
    label: "Company",
    card: "lead",
    cell: (c) =>
      editing === c.id ? (
        <RenameForm
          company={c}
          onCancel={() => setEditing(null)}
          onSave={(companyName) => {
            setEditing(null)
            change({ kind: "rename", id: c.id, companyName })
          }}
        />
      ) : (
        c.companyName
      ),
  },
  { id: "users", label: "Users", cell: (c) => String(c.userCount) },
  { id: "agreements", label: "Agreements", cell: (c) => String(c.agreementCount) },
  {
    id: "actions",
    label: "Actions",
    cell: (c) => (
      <span className="row-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setEditing(c.id)}
        >
          Rename<span className="visually-hidden"> {c.companyName}</span>
        </button>
        <button
          type="button"
          className="button button-danger button-small"
          onClick={async () => {
            const ok = await confirmDialog({
              title: `Delete ${c.companyName}?`,
              body: "The company is removed for good. A company that still has users or agreements is kept.",
              confirmText: "Delete",
              cancelText: "Cancel",
            })
            if (ok) change({ kind: "delete", id: c.id })
          }}
        >
          Delete<span className="visually-hidden"> {c.companyName}</span>
        </button>
      </span>
    ),
  },
]

/** Companies: search, create, rename and delete (the delete asks first; the server refuses non-empty ones). */
export function CompaniesSection() {
  const companies = usePortalMachine("adminCompanies")
  const list = useSelector(companies, (s) => s.context.list)
  const busy = useSelector(companies, (s) => s.hasTag("loading"))
  const error = useSelector(companies, (s) => s.context.error)
  const notice = useSelector(companies, (s) => s.context.notice)
  const [editing, setEditing] = useState<number | null>(null)
  const [newName, setNewName] = useState("")
  const [search, setSearch] = useState("")
  const searchId = useId()
  const newId = useId()
  useEffect(() => {
    if (notice !== null) showToast({ title: notice, tone: "success" })
  }, [notice])
  const change: Change = (c) => companies.send({ type: "companies.change", change: c })
  const create = (e: FormEvent) => {
    e.preventDefault()
    companies.send({ type: "companies.change", change: { kind: "create", companyName: newName } })
    setNewName("")
  }
  return (
    <section className="admin-section" aria-labelledby="admin-companies">
      <h2 id="admin-companies">Companies</h2>
      <div className="admin-tools">
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            companies.send({ type: "companies.search", search })
          }}
        >
          <label htmlFor={searchId}>Search companies</label>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </form>
        <form className="inline-form" onSubmit={create}>
          <label htmlFor={newId}>New company name</label>
          <input
            id={newId}
            value={newName}
            maxLength={COMPANY_NAME_MAX}
            onChange={(e) => setNewName(e.target.value)}
          />
          <button type="submit" className="button button-primary">
            Create company
          </button>
        </form>
      </div>
      {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
      <DataTable
        label="Companies"
        columns={columns(editing, setEditing, change)}
        rows={list.items}
        rowKey={(c) => c.id}
        rowHeader="name"
        busy={busy}
        empty="No companies."
      />
      <p className="admin-count">
        {list.count} {list.count === 1 ? "company" : "companies"}
      </p>
    </section>
  )
}
