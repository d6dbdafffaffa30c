import { chatTexts } from "../../core/domain/chat/support-chat.ts"
import { savedViewTexts } from "../../core/domain/tickets/saved-views.ts"
import { tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { Conflict } from "../../core/schema/errors.ts"

/**
 * The one place where a unique violation (SQLSTATE 23505, from PostgreSQL and PGlite alike) becomes
 * an answer: 409 naming the field the index guards. Stores may check first for a friendlier early
 * answer, but concurrent requests pass such checks together; the index decides, and the loser gets
 * the same 409 the check would have given (issue 22).
 */
const BY_INDEX: Readonly<Record<string, { readonly field: string; readonly message: string }>> = {
  users_username_key: { field: "username", message: "That username is already taken" },
  users_email_key: { field: "email", message: "Another account already uses that email" },
  // Serialised per user (server/profile/email-change.ts), so only a request that skipped that lock
  // could meet it.
  email_changes_pending_idx: {
    field: "newEmail",
    message: "Another email change request for this account is being saved; please try again.",
  },
  companies_name_key: { field: "companyName", message: "A company with this name already exists" },
  personal_tokens_owner_name_idx: { field: "name", message: tokenTexts.duplicate },
  saved_views_owner_name_idx: { field: "name", message: savedViewTexts.duplicate },
  chat_conversations_one_open: { field: "body", message: chatTexts.openedMeanwhile },
}

/** The 409 of a taken username or address, for stores that check before they write. */
export const takenConflict = (index: "users_username_key" | "users_email_key"): Conflict =>
  new Conflict(BY_INDEX[index]!)

interface DbErrorFields {
  readonly code?: unknown
  readonly constraint?: unknown
  readonly message?: unknown
  readonly cause?: unknown
}

/** The violated index of a unique violation (looking through Drizzle's wrapper), else undefined. */
export const uniqueViolationOf = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const candidate = e as DbErrorFields
    if (candidate.code === "23505") {
      if (typeof candidate.constraint === "string" && candidate.constraint !== "") return candidate.constraint
      const named =
        typeof candidate.message === "string" ? /constraint "([^"]+)"/.exec(candidate.message) : null
      return named?.[1] ?? ""
    }
    e = candidate.cause
  }
  return undefined
}

/** The 409 for a violated index: its field and sentence, or a general one for an unlisted index. */
export const conflictOf = (index: string): Conflict => {
  const known = BY_INDEX[index]
  return known
    ? new Conflict(known)
    : new Conflict({ message: "This record conflicts with one saved at the same time; please try again." })
}
