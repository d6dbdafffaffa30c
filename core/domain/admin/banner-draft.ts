import { BANNER_LEVELS } from "../banner.ts"

/** The statuses an announcement may be saved with (spec section 3). */
export const BANNER_STATUSES = Object.keys(BANNER_LEVELS) as ReadonlyArray<keyof typeof BANNER_LEVELS>
export type BannerStatusName = (typeof BANNER_STATUSES)[number]

/** Longest announcement markup accepted, in characters (before sanitising). */
export const BANNER_MESSAGE_MAX = 2000

export interface BannerDraft {
  readonly message: string
  readonly status: string
  readonly active: boolean
  /** ISO date-times or null (open-ended). */
  readonly startDate: string | null
  readonly endDate: string | null
}

export interface DraftProblem {
  readonly field: "message" | "status" | "startDate" | "endDate"
  readonly message: string
}

const validDate = (value: string | null) => value === null || !Number.isNaN(Date.parse(value))

/**
 * The first problem of an announcement draft, or null. `sanitizedMessage` is the message after the
 * markup was cleaned (the form previews it; the server checks what it will store).
 */
export const bannerDraftProblem = (draft: BannerDraft, sanitizedMessage: string): DraftProblem | null => {
  if (draft.message.length > BANNER_MESSAGE_MAX)
    return { field: "message", message: `Message must be less than ${BANNER_MESSAGE_MAX + 1} characters` }
  if (sanitizedMessage.replace(/<[^>]*>/g, "").trim() === "")
    return { field: "message", message: "Message is required" }
  if (!(BANNER_STATUSES as ReadonlyArray<string>).includes(draft.status))
    return { field: "status", message: `Status must be one of: ${BANNER_STATUSES.join(", ")}` }
  if (!validDate(draft.startDate)) return { field: "startDate", message: "Start date is not valid." }
  if (!validDate(draft.endDate)) return { field: "endDate", message: "End date is not valid." }
  if (draft.startDate && draft.endDate && Date.parse(draft.endDate) < Date.parse(draft.startDate))
    return { field: "endDate", message: "End date must be on or after the start date" }
  return null
}
