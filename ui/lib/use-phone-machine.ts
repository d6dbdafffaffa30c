import type { ActorOptions } from "xstate"
import type { PortalMachines } from "../../core/machines/portal-machines.ts"
import { PHONE_MACHINES } from "../../core/machines/registry/phone-machines.ts"
import { runtime } from "./live-runtime.ts"
import { usePortalActor } from "./use-portal-actor.ts"

/** A machine of the registry's phone half: the profile page and the contact-confirmation prompt. */
export type PhoneMachineName = keyof typeof PHONE_MACHINES

type PhoneMachines = { readonly [N in PhoneMachineName]: PortalMachines[N] }

/**
 * The registry's machines that check phone numbers, over the browser's runtime. Only the profile
 * screen, the Users screen and the contact-confirmation prompt import this module, so libphonenumber-js (about
 * 50 kB gzipped) loads with them and with no other screen.
 */
const machines: PhoneMachines = {
  profilePage: PHONE_MACHINES.profilePage(runtime),
  profile: PHONE_MACHINES.profile(runtime),
  phoneConfirmation: PHONE_MACHINES.phoneConfirmation(runtime),
  contactPrompt: PHONE_MACHINES.contactPrompt(runtime),
  usersPage: PHONE_MACHINES.usersPage(runtime),
  userEditor: PHONE_MACHINES.userEditor(runtime),
}

/** `usePortalMachine` for the phone half: same names in the session log, same wiring. */
export const usePhoneMachine = <N extends PhoneMachineName>(
  name: N,
  options: Omit<ActorOptions<PortalMachines[N]>, "inspect"> = {},
) => usePortalActor(name, machines[name], options)
