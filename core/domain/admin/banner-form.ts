import type { BannerDraft } from "./banner-draft.ts"

/** The announcement form as typed: dates are days (`YYYY-MM-DD`) or empty (open-ended). */
export interface BannerForm {
  readonly message: string
  readonly status: string
  readonly active: boolean
  readonly start: string
  readonly end: string
}

/** A new announcement's form. */
export const EMPTY_BANNER_FORM: BannerForm = {
  message: "",
  status: "information",
  active: true,
  start: "",
  end: "",
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "")

/** A day as the start (00:00 UTC) or the end (23:59:59 UTC) of that day; null when empty. */
const bound = (value: string, end: boolean) =>
  value === "" ? null : `${value}T${end ? "23:59:59.000" : "00:00:00.000"}Z`

/** The form showing a stored announcement (or an empty one when there is none). */
export const bannerFormOf = (
  banner: {
    readonly message: string
    readonly status: string
    readonly active: boolean
    readonly startDate?: string | null
    readonly endDate?: string | null
  } | null,
): BannerForm =>
  banner === null
    ? EMPTY_BANNER_FORM
    : {
        message: banner.message,
        status: banner.status,
        active: banner.active,
        start: day(banner.startDate),
        end: day(banner.endDate),
      }

/** The body of POST /v1/admin/banner for a form: the start day from its first second, the end day to its last. */
export const bannerDraftOf = (form: BannerForm): BannerDraft => ({
  message: form.message,
  status: form.status,
  active: form.active,
  startDate: bound(form.start, false),
  endDate: bound(form.end, true),
})
