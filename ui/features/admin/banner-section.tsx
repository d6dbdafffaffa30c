import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useId, useState } from "react"
import { BANNER_STATUSES } from "../../../core/domain/admin/banner-draft.ts"
import { BannerMarkup } from "../../components/banner-markup.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import { showToast } from "../../lib/toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "")
/** A date field's day as the start (00:00 UTC) or the end (23:59:59 UTC) of that day. */
const bound = (value: string, end: boolean) =>
  value === "" ? null : `${value}T${end ? "23:59:59.000" : "00:00:00.000"}Z`

/** The announcement editor: markup, status, active flag and dates, with a preview of the sanitised banner. */
export function BannerSection() {
  const editor = usePortalMachine("adminBanner")
  const banner = useSelector(editor, (s) => s.context.banner)
  const error = useSelector(editor, (s) => s.context.error)
  const saved = useSelector(editor, (s) => s.context.saved)
  const busy = useSelector(editor, (s) => s.hasTag("loading"))
  const [message, setMessage] = useState("")
  const [status, setStatus] = useState<string>("information")
  const [active, setActive] = useState(true)
  const [start, setStart] = useState("")
  const [end, setEnd] = useState("")
  const ids = { message: useId(), status: useId(), active: useId(), start: useId(), end: useId() }
  useEffect(() => {
    if (banner === null) return
    setMessage(banner.message)
    setStatus(banner.status)
    setActive(banner.active)
    setStart(day(banner.startDate))
    setEnd(day(banner.endDate))
  }, [banner])
  useEffect(() => {
    if (saved) showToast({ title: "The announcement was saved", tone: "success" })
  }, [saved])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    editor.send({
      type: "banner.save",
      draft: { message, status, active, startDate: bound(start, false), endDate: bound(end, true) },
    })
  }
  return (
    <section className="admin-section" aria-labelledby="admin-banner">
      <h2 id="admin-banner">Announcement</h2>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.message}>Message (HTML)</label>
          <textarea id={ids.message} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <div className="admin-row">
          <div className="field">
            <label htmlFor={ids.status}>Status</label>
            <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
              {BANNER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.start}>Start date</label>
            <input id={ids.start} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.end}>End date</label>
            <input id={ids.end} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
          </div>
          <div className="field field-check">
            <input
              id={ids.active}
              type="checkbox"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
            />
            <label htmlFor={ids.active}>Active</label>
          </div>
        </div>
        <section className="admin-preview" aria-label="Preview">
          <p className="admin-preview-label">Preview ({status})</p>
          <BannerMarkup className="announcement-message" markup={message} />
        </section>
        {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          Save announcement
        </button>
      </form>
    </section>
  )
}
