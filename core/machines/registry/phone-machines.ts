import { liveContactPromptMachine } from "../contact-prompt/contact-prompt.actors.ts"
import { livePhoneConfirmationMachine } from "../phone-confirmation/phone-confirmation.actors.ts"
import { liveProfileMachine } from "../profile/profile.actors.ts"
import { liveProfilePageMachine } from "../profile-page/profile-page.actors.ts"

/**
 * The machines whose rules check phone numbers (libphonenumber-js with its full metadata, about
 * 50 kB gzipped): the profile page with its form, and the contact-confirmation prompt (the prompt
 * machine and its phone confirmation child). Kept apart
 * from the other screens' machines so the browser loads them only with the screens that show a
 * phone field. `portal-machines.ts` joins both halves into the one registry.
 */
export const PHONE_MACHINES = {
  profilePage: liveProfilePageMachine,
  profile: liveProfileMachine,
  phoneConfirmation: livePhoneConfirmationMachine,
  contactPrompt: liveContactPromptMachine,
} as const
