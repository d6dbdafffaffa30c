import type { ActorRefFrom } from "xstate"
import type { emailChangeMachine } from "../../../core/machines/email-change/email-change.machine.ts"
import type { profileMachine } from "../../../core/machines/profile/profile.machine.ts"
import type { profilePageMachine } from "../../../core/machines/profile-page/profile-page.machine.ts"
import type { personalTokensMachine } from "../../../core/machines/personal-tokens/personal-tokens.machine.ts"

export type ProfilePageRef = ActorRefFrom<typeof profilePageMachine>
export type ProfileRef = ActorRefFrom<typeof profileMachine>
export type EmailChangeRef = ActorRefFrom<typeof emailChangeMachine>
export type TokensRef = ActorRefFrom<typeof personalTokensMachine>

/** The page's section machines live as long as it does: their refs never change. */
export const profilePageChildren = (page: ProfilePageRef) => {
  const { details, email } = page.getSnapshot().children
  if (details === undefined || email === undefined) throw new Error("the profile page has no sections")
  return { details, email }
}
