import { useSelector } from "@xstate/react"
import { useId } from "react"
import { COMPANY_NAME_MAX } from "../../../core/domain/admin/company.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import { useMachineToasts } from "../../lib/use-machine-toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { CompaniesTable } from "./companies-table.tsx"

/**
 * Companies: search, create, rename and delete (the delete asks first; the server refuses non-empty
 * ones). What is typed lives in the adminCompanies machine, which also says what each change did.
 */
export function CompaniesSection() {
  const companies = usePortalMachine("adminCompanies")
  useMachineToasts(companies)
  const count = useSelector(companies, (s) => s.context.list.count)
  const error = useSelector(companies, (s) => s.context.error)
  const search = useSelector(companies, (s) => s.context.draft?.search ?? s.context.search)
  const newName = useSelector(companies, (s) => s.context.draft?.newName ?? "")
  const searchId = useId()
  const newId = useId()
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
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => companies.send({ type: "companies.edit", changes: { search: e.target.value } })}
          />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </form>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            companies.send({ type: "companies.change", change: { kind: "create", companyName: newName } })
          }}
        >
          <label htmlFor={newId}>New company name</label>
          <input
            id={newId}
            value={newName}
            maxLength={COMPANY_NAME_MAX}
            onChange={(e) => companies.send({ type: "companies.edit", changes: { newName: e.target.value } })}
          />
          <button type="submit" className="button button-primary">
            Create company
          </button>
        </form>
      </div>
      {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
      <CompaniesTable companies={companies} />
      <p className="admin-count">
        {count} {count === 1 ? "company" : "companies"}
      </p>
    </section>
  )
}
