import { liveContactPromptMachine } from "../contact-prompt/contact-prompt.actors.ts"
import { livePhoneConfirmationMachine } from "../phone-confirmation/phone-confirmation.actors.ts"
import { liveProfileMachine } from "../profile/profile.actors.ts"
import { liveProfilePageMachine } from "../profile-page/profile-page.actors.ts"
import { liveUserEditorMachine } from "../user-editor/user-editor.actors.ts"
import { liveUsersPageMachine } from "../users-page/users-page.actors.ts"

/**
 * The machines whose rules check phone numbers (libphonenumber-js with its full metadata, about
 * 50 kB gzipped): the profile page with its form, the contact-confirmation prompt (the prompt
 * machine and its phone confirmation child), and the Users page with its user editor (the Add and
 * Edit user dialog has the same phone input as the profile). Kept apart
 * from the other screens' machines so the browser loads them only with the screens that show a
 * phone field. `portal-machines.ts` joins both halves into the one registry.
 */
export const PHONE_MACHINES = {
  profilePage: liveProfilePageMachine,
  profile: liveProfileMachine,
  phoneConfirmation: livePhoneConfirmationMachine,
  contactPrompt: liveContactPromptMachine,
  usersPage: liveUsersPageMachine,
  userEditor: liveUserEditorMachine,
} as const
