import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useId, useRef } from "react"
import { refusedAgreementId } from "../../../core/domain/admin/company-agreements.ts"
import { agreementsSaveQuestion } from "../../../core/machines/admin-agreements/admin-agreements.machine.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { DataTable } from "../../components/data-table.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { failureField, reasonText } from "../../lib/failure-messages.ts"
import { useMachineToasts } from "../../lib/use-machine-toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { agreementColumns, type Row } from "./agreements-columns.tsx"

/**
 * Company agreements (staff): choose a company, rename and (de)activate its agreements, save the
 * changed ones with one PUT; a save that deactivates agreements asks first. The drafts (the company
 * search, the agreements) and the toasts are the adminAgreements machine's. Agreements never move to
 * another company here: their locations, equipment and tickets hang off them.
 */
export function AgreementsSection() {
  const editor = usePortalMachine("adminAgreements")
  const companies = useSelector(editor, (s) => s.context.companies)
  const companyId = useSelector(editor, (s) => s.context.companyId)
  const loaded = useSelector(editor, (s) => s.context.loaded)
  const draft = useSelector(editor, (s) => s.context.draft)
  const error = useSelector(editor, (s) => s.context.error)
  const busy = useSelector(editor, (s) => s.hasTag("loading"))
  const ready = useSelector(editor, (s) => s.matches("ready") || s.matches("saving"))
  const search = useSelector(editor, (s) => s.context.searchText ?? s.context.companySearch)
  const ids = { search: useId(), company: useId(), error: useId() }
  const refused = refusedAgreementId(loaded, draft, failureField(error))
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (refused !== null) form.current?.querySelector<HTMLInputElement>("[data-refused]")?.focus()
  }, [refused])
  useMachineToasts(editor)
  const rows: ReadonlyArray<Row> = draft.map((a) => ({
    ...a,
    contracttype: loaded.find((l) => l.agreementid === a.agreementid)?.contracttype ?? "",
  }))
  const question = useSelector(editor, (s) =>
    s.matches("confirming") ? agreementsSaveQuestion(s.context) : null,
  )
  const save = (e: FormEvent) => {
    e.preventDefault()
    editor.send({ type: "agreements.request" })
  }
  const company = companies.find((c) => c.id === companyId)
  return (
    <section className="admin-section" aria-labelledby="admin-agreements">
      <h2 id="admin-agreements">Company agreements</h2>
      <div className="admin-tools">
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            editor.send({ type: "companies.search", search })
          }}
        >
          <label htmlFor={ids.search}>Find a company</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => editor.send({ type: "companies.type", search: e.target.value })}
          />
          <button type="submit" className="button button-secondary">
            Find company
          </button>
        </form>
        <div className="inline-form">
          <label htmlFor={ids.company}>Company</label>
          <select
            id={ids.company}
            value={companyId ?? ""}
            onChange={(e) => {
              if (e.target.value !== "")
                editor.send({ type: "agreements.choose", companyId: Number(e.target.value) })
            }}
          >
            <option value="">Choose a company</option>
            {company === undefined && companyId !== null ? (
              <option value={companyId}>Company #{companyId}</option>
            ) : null}
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.companyName} ({c.agreementCount})
              </option>
            ))}
          </select>
        </div>
      </div>
      {error !== null ? (
        <div id={ids.error}>
          <ErrorAlert message={reasonText(error)} />
        </div>
      ) : null}
      {ready ? (
        <form onSubmit={save} ref={form}>
          <DataTable
            label={`Agreements of ${company?.companyName ?? `company #${companyId}`}`}
            columns={agreementColumns(editor.send, { agreementid: refused, errorId: ids.error })}
            rows={rows}
            rowKey={(a) => a.agreementid}
            rowHeader="id"
            busy={busy}
            empty="This company has no agreements."
          />
          <div className="admin-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              Save agreements
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => editor.send({ type: "agreements.reset" })}
            >
              Undo changes
            </button>
          </div>
        </form>
      ) : companyId === null ? (
        <p className="admin-count">Choose a company to see its agreements.</p>
      ) : null}
      <ConfirmDialog
        confirm={question}
        onAnswer={(yes) => editor.send({ type: yes ? "agreements.confirm" : "agreements.cancel" })}
      />
    </section>
  )
}
