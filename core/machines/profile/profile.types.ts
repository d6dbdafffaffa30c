import type { ProfileChanges, ProfileDraft } from "../../domain/profile/profile-fields.ts"
import type { PhoneInputEvent, PhoneInputState } from "../../domain/validation/phone-input.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { User } from "../../schema/user.ts"

export type ProfileLoadFailure = EndpointFailure<"shell", "user">
export type ProfileSaveFailure = EndpointFailure<"users", "update">

export interface ProfileInput {
  readonly userId: number
  /** The IP-to-country lookup URL (PORTAL_COUNTRY_LOOKUP_URL); absent or null: off (the default). */
  readonly lookupUrl?: string | null
}

export interface ProfileContext {
  readonly userId: number
  readonly lookupUrl: string | null
  readonly user: User | null
  /** The form's values while editing; null while viewing. */
  readonly draft: ProfileDraft | null
  /** The form's phone input while editing (its text, country and check); null while viewing. */
  readonly phone: PhoneInputState | null
  /** The shared profile rules' messages for the last save, by field. */
  readonly problems: Partial<Record<keyof ProfileDraft, string>>
  readonly loadError: ProfileLoadFailure | null
  readonly error: ProfileSaveFailure | null
  /** The fields the last save sent (only the changed ones). */
  readonly lastChanges: ProfileChanges | null
}

export type ProfileEvent =
  | { readonly type: "profile.edit" }
  | { readonly type: "profile.change"; readonly field: keyof ProfileDraft; readonly value: string }
  /** A field was left: it is checked (spec section 5: on blur, not while typing). */
  | { readonly type: "profile.blur"; readonly field: keyof ProfileDraft }
  | { readonly type: "profile.cancel" }
  | { readonly type: "profile.save" }
  | { readonly type: "profile.reload" }
  | PhoneInputEvent
