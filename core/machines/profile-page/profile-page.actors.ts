import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { liveEmailChangeMachine } from "../email-change/email-change.actors.ts"
import { liveProfileMachine } from "../profile/profile.actors.ts"
import { profilePageMachine } from "./profile-page.machine.ts"

/** The profile page with its sections wired to the runtime. Start it with `{ input: { userId } }`. */
export const liveProfilePageMachine = (runtime: PortalRuntime) =>
  profilePageMachine.provide({
    actors: { profile: liveProfileMachine(runtime), emailChange: liveEmailChangeMachine(runtime) },
  })
