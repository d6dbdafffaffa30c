import { useSelector } from "@xstate/react"
import { type FormEvent, useId } from "react"
import { BANNER_STATUSES } from "../../../core/domain/admin/banner-draft.ts"
import { type BannerForm, bannerDraftOf, bannerFormOf } from "../../../core/domain/admin/banner-form.ts"
import { BannerMarkup } from "../../components/banner-markup.tsx"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { reasonText } from "../../lib/failure-messages.ts"
import { useMachineToasts } from "../../lib/use-machine-toasts.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"

/**
 * The announcement editor: markup, status, active flag and dates, with a preview of the sanitised
 * banner. The form's draft lives in the adminBanner machine (over the stored announcement).
 */
export function BannerSection() {
  const editor = usePortalMachine("adminBanner")
  useMachineToasts(editor)
  const form = useSelector(editor, (s) => s.context.draft ?? bannerFormOf(s.context.banner))
  const error = useSelector(editor, (s) => s.context.error)
  const busy = useSelector(editor, (s) => s.hasTag("loading"))
  const ids = { message: useId(), status: useId(), active: useId(), start: useId(), end: useId() }
  const edit = (changes: Partial<BannerForm>) => editor.send({ type: "banner.edit", changes })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    editor.send({ type: "banner.save", draft: bannerDraftOf(form) })
  }
  return (
    <section className="admin-section" aria-labelledby="admin-banner">
      <h2 id="admin-banner">Announcement</h2>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.message}>Message (HTML)</label>
          <textarea
            id={ids.message}
            rows={3}
            value={form.message}
            onChange={(e) => edit({ message: e.target.value })}
          />
        </div>
        <div className="admin-row">
          <div className="field">
            <label htmlFor={ids.status}>Status</label>
            <select id={ids.status} value={form.status} onChange={(e) => edit({ status: e.target.value })}>
              {BANNER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.start}>Start date</label>
            <input
              id={ids.start}
              type="date"
              value={form.start}
              onChange={(e) => edit({ start: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.end}>End date</label>
            <input
              id={ids.end}
              type="date"
              value={form.end}
              onChange={(e) => edit({ end: e.target.value })}
            />
          </div>
          <div className="field field-check">
            <input
              id={ids.active}
              type="checkbox"
              checked={form.active}
              onChange={(e) => edit({ active: e.target.checked })}
            />
            <label htmlFor={ids.active}>Active</label>
          </div>
        </div>
        <section className="admin-preview" aria-label="Preview">
          <p className="admin-preview-label">Preview ({form.status})</p>
          <BannerMarkup className="announcement-message" markup={form.message} />
        </section>
        {error !== null ? <ErrorAlert message={reasonText(error)} /> : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          Save announcement
        </button>
      </form>
    </section>
  )
}
