import { phoneRefusal, extensionRefusal } from "../validation/phone.ts"
import { NAME_MAX_LENGTH } from "../users/user-limits.ts"
import { messages } from "../validation/rules.ts"

/** The fields a user edits on the own profile (spec section 3; email changes by its own flow). */
export interface ProfileDraft {
  readonly firstname: string
  readonly lastname: string
  readonly phonenumber: string
  readonly phonenumberextension: string
}

/** The update body: only the fields that changed (spec section 3). */
export type ProfileChanges = Partial<ProfileDraft>

const FIELDS = ["firstname", "lastname", "phonenumber", "phonenumberextension"] as const

/** The record as a draft: missing values become empty text. */
export const draftOf = (user: {
  readonly firstname: string
  readonly lastname: string
  readonly phonenumber: string | null
  readonly phonenumberextension: string | null
}): ProfileDraft => ({
  firstname: user.firstname,
  lastname: user.lastname,
  phonenumber: user.phonenumber ?? "",
  phonenumberextension: user.phonenumberextension ?? "",
})

/** Trims a draft's values (names and extension are kept without surrounding spaces). */
export const trimDraft = (draft: ProfileDraft): ProfileDraft => ({
  firstname: draft.firstname.trim(),
  lastname: draft.lastname.trim(),
  phonenumber: draft.phonenumber.trim(),
  phonenumberextension: draft.phonenumberextension.trim(),
})

/** The fields of `draft` that differ from `saved`, after trimming; `{}` when nothing changed. */
export const changedFields = (saved: ProfileDraft, draft: ProfileDraft): ProfileChanges => {
  const next = trimDraft(draft)
  const changes: Record<string, string> = {}
  for (const field of FIELDS) if (next[field] !== saved[field]) changes[field] = next[field]
  return changes as ProfileChanges
}

const labels = {
  firstname: "First Name",
  lastname: "Last Name",
  phonenumber: "Phone Number",
  phonenumberextension: "Extension",
} as const

const nameRefusal = (field: "firstname" | "lastname", value: string): string | undefined => {
  if (value.trim() === "") return messages.required(labels[field])
  if (value.trim().length > NAME_MAX_LENGTH) return messages.maxLength(labels[field], NAME_MAX_LENGTH)
  return undefined
}

/** Why a field of an update cannot be saved, by field; empty when every given field passes. */
export const profileRefusals = (changes: ProfileChanges): Partial<Record<keyof ProfileDraft, string>> => {
  const problems: Partial<Record<keyof ProfileDraft, string>> = {}
  const set = (field: keyof ProfileDraft, problem: string | undefined) => {
    if (problem !== undefined) problems[field] = problem
  }
  if (changes.firstname !== undefined) set("firstname", nameRefusal("firstname", changes.firstname))
  if (changes.lastname !== undefined) set("lastname", nameRefusal("lastname", changes.lastname))
  if (changes.phonenumber !== undefined) set("phonenumber", phoneRefusal(changes.phonenumber))
  if (changes.phonenumberextension !== undefined)
    set("phonenumberextension", extensionRefusal(changes.phonenumberextension.trim()))
  return problems
}
