import { useSelector } from "@xstate/react"
import { type FormEvent, useId } from "react"
import { COMPANY_NAME_MAX } from "../../../core/domain/admin/company.ts"
import type { Company } from "../../../core/schema/admin.ts"
import { companyDeleteQuestion } from "../../../core/machines/admin-companies/admin-companies.machine.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { DataTable } from "../../components/data-table.tsx"
import type { DataColumn } from "../../components/data-table.types.ts"
import type { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { LoadingStatus } from "../../components/loading-status.tsx"

export type CompaniesRef = ReturnType<typeof usePortalMachine<"adminCompanies">>

/** The rename in progress: its name is the machine's draft. */
function RenameForm({ companies, company }: { readonly companies: CompaniesRef; readonly company: Company }) {
  const name = useSelector(companies, (s) => s.context.draft?.renaming?.companyName ?? company.companyName)
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    companies.send({
      type: "companies.change",
      change: { kind: "rename", id: company.id, companyName: name },
    })
  }
  return (
    <form className="inline-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        New name for {company.companyName}
      </label>
      <input
        id={id}
        value={name}
        maxLength={COMPANY_NAME_MAX}
        onChange={(e) =>
          companies.send({
            type: "companies.edit",
            changes: { renaming: { id: company.id, companyName: e.target.value } },
          })
        }
      />
      <button type="submit" className="button button-primary">
        Save
      </button>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => companies.send({ type: "companies.edit", changes: { renaming: null } })}
      >
        Cancel
      </button>
    </form>
  )
}

const columns = (
  companies: CompaniesRef,
  renamingId: number | null,
): ReadonlyArray<DataColumn<Company, never>> => [
  {
    id: "name",
    label: "Company",
    card: "lead",
    cell: (c) => (renamingId === c.id ? <RenameForm companies={companies} company={c} /> : c.companyName),
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
          onClick={() =>
            companies.send({
              type: "companies.edit",
              changes: { renaming: { id: c.id, companyName: c.companyName } },
            })
          }
        >
          Rename<span className="visually-hidden"> {c.companyName}</span>
        </button>
        <button
          type="button"
          className="button button-danger button-small"
          onClick={() =>
            companies.send({ type: "companies.deleteAsk", id: c.id, companyName: c.companyName })
          }
        >
          Delete<span className="visually-hidden"> {c.companyName}</span>
        </button>
      </span>
    ),
  },
]

/** The companies of the current search, with rename (inline) and delete (asked first). */
export function CompaniesTable({ companies }: { readonly companies: CompaniesRef }) {
  const list = useSelector(companies, (s) => s.context.list)
  const busy = useSelector(companies, (s) => s.hasTag("loading"))
  const renamingId = useSelector(companies, (s) => s.context.draft?.renaming?.id ?? null)
  const question = useSelector(companies, (s) =>
    s.matches("confirming") ? companyDeleteQuestion(s.context) : null,
  )
  return (
    <>
      <LoadingStatus loading={busy} label="Loading companies…" />
      <DataTable
        label="Companies"
        columns={columns(companies, renamingId)}
        rows={list.items}
        rowKey={(c) => c.id}
        rowHeader="name"
        busy={busy}
        empty="No companies."
      />
      <ConfirmDialog
        confirm={question}
        onAnswer={(yes) =>
          companies.send({ type: yes ? "companies.deleteConfirm" : "companies.deleteCancel" })
        }
      />
    </>
  )
}
