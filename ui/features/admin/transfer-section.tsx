import { useSelector } from "@xstate/react"
import { type FormEvent, useId } from "react"
import { sentence } from "../../../core/domain/admin/admin-confirms.ts"
import { TRANSFER_EFFECTS, TRANSFER_MOVES, TRANSFER_STAYS } from "../../../core/domain/admin/transfer.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { transferQuestion } from "../../../core/machines/admin-transfer/admin-transfer.question.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import { useMachineToasts } from "../../lib/use-machine-toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"

/**
 * User transfer (staff): find the user and the company, read what moves, confirm, transfer. The
 * searches as typed and the toast are the adminTransfer machine's.
 */
export function TransferSection() {
  const transfer = usePortalMachine("adminTransfer")
  const users = useSelector(transfer, (s) => s.context.users)
  const companies = useSelector(transfer, (s) => s.context.companies)
  const user = useSelector(transfer, (s) => s.context.user)
  const companyId = useSelector(transfer, (s) => s.context.companyId)
  const result = useSelector(transfer, (s) => s.context.result)
  const error = useSelector(transfer, (s) => s.context.error)
  const busy = useSelector(transfer, (s) => s.hasTag("loading"))
  const userSearch = useSelector(transfer, (s) => s.context.typed?.users ?? s.context.userSearch)
  const companySearch = useSelector(transfer, (s) => s.context.typed?.companies ?? s.context.companySearch)
  const ids = { userSearch: useId(), user: useId(), companySearch: useId(), company: useId() }
  useMachineToasts(transfer)
  const question = useSelector(transfer, (s) =>
    s.matches("confirming") ? transferQuestion(s.context) : null,
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    transfer.send({ type: "transfer.request" })
  }
  return (
    <section className="admin-section" aria-labelledby="admin-transfer">
      <h2 id="admin-transfer">Transfer a user</h2>
      <div className="admin-tools">
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            transfer.send({ type: "transfer.findUsers", search: userSearch })
          }}
        >
          <label htmlFor={ids.userSearch}>Find the user to transfer (name, username or email)</label>
          <input
            id={ids.userSearch}
            type="search"
            value={userSearch}
            onChange={(e) => transfer.send({ type: "transfer.edit", changes: { users: e.target.value } })}
          />
          <button type="submit" className="button button-secondary">
            Find users
          </button>
        </form>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault()
            transfer.send({ type: "transfer.findCompanies", search: companySearch })
          }}
        >
          <label htmlFor={ids.companySearch}>Find the target company</label>
          <input
            id={ids.companySearch}
            type="search"
            value={companySearch}
            onChange={(e) => transfer.send({ type: "transfer.edit", changes: { companies: e.target.value } })}
          />
          <button type="submit" className="button button-secondary">
            Find companies
          </button>
        </form>
      </div>
      <form className="admin-form" onSubmit={submit}>
        <div className="admin-row">
          <div className="field">
            <label htmlFor={ids.user}>User to transfer</label>
            <select
              id={ids.user}
              value={user?.userid ?? ""}
              onChange={(e) => transfer.send({ type: "transfer.chooseUser", userid: Number(e.target.value) })}
            >
              <option value="">Choose a user</option>
              {users.map((u) => (
                <option key={u.userid} value={u.userid}>
                  {u.firstname} {u.lastname} ({u.username}), {u.companyname}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.company}>Move to company</label>
            <select
              id={ids.company}
              value={companyId ?? ""}
              onChange={(e) =>
                transfer.send({ type: "transfer.chooseCompany", companyId: Number(e.target.value) })
              }
            >
              <option value="">Choose a company</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.companyName}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="transfer-effects">
          <p>
            <strong>Moves with the user:</strong> {sentence(TRANSFER_MOVES)}.
          </p>
          <p>
            <strong>Stays with {user?.companyname ?? "the former company"}:</strong>{" "}
            {sentence(TRANSFER_STAYS)}.
          </p>
          <p>
            <strong>Also:</strong> {sentence(TRANSFER_EFFECTS)}.
          </p>
        </div>
        {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
        {result !== null ? (
          <p role="status" className="admin-result">
            {result.message} ({result.sessionsEnded === 1 ? "1 session" : `${result.sessionsEnded} sessions`}{" "}
            ended)
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          Transfer user
        </button>
      </form>
      <ConfirmDialog
        confirm={question}
        onAnswer={(yes) => transfer.send({ type: yes ? "transfer.confirm" : "transfer.cancel" })}
      />
    </section>
  )
}
