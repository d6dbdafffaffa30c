import {
  changedFields,
  draftOf,
  type ProfileChanges,
  type ProfileDraft,
  profileRefusals,
} from "../../domain/profile/profile-fields.ts"
import { checkedErrors } from "../../domain/validation/form-checks.ts"
import type { ProfileContext } from "./profile.types.ts"

/** The fields the draft changes (trimmed); `{}` before editing or without changes. */
export const changesOf = (c: ProfileContext): ProfileChanges =>
  c.user && c.draft ? changedFields(draftOf(c.user), c.draft) : {}

/** The problems shown once `field` was left: that field checked again, the others as they were. */
export const blurredProblems = (c: ProfileContext, field: keyof ProfileDraft) =>
  checkedErrors(c.problems, { type: "blur", field }, profileRefusals(changesOf(c)))
