import type { ActorRefFrom } from "xstate"
import type { contactPromptMachine } from "../../../core/machines/contact-prompt/contact-prompt.machine.ts"

export type ContactPromptRef = ActorRefFrom<typeof contactPromptMachine>

/** The prompt's phone confirmation child; it lives until the save succeeds (read it once, first). */
export const contactPromptPhone = (prompt: ContactPromptRef) => {
  const phone = prompt.getSnapshot().children.phone
  if (phone === undefined) throw new Error("the contact prompt has no phone confirmation")
  return phone
}
