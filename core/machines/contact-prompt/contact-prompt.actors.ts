import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { livePhoneConfirmationMachine } from "../phone-confirmation/phone-confirmation.actors.ts"
import { contactPromptMachine } from "./contact-prompt.machine.ts"

/** The prompt with its phone confirmation wired to the runtime. Start it with `{ input: { userId, phonenumber, navigation? } }`. */
export const liveContactPromptMachine = (runtime: PortalRuntime) =>
  contactPromptMachine.provide({ actors: { phoneConfirmation: livePhoneConfirmationMachine(runtime) } })
