import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { type EmailChangeLinkInput, emailChangeLinkMachine } from "./email-change-link.machine.ts"

/** Live actor: POST /v1/user/confirmemailchange/:token or /v1/user/cancelemailchange/:token. */
export const makeEmailChangeLinkActors = (runtime: PortalRuntime) => ({
  useLink: effectActor(runtime, (input: EmailChangeLinkInput) =>
    withClient((client) =>
      input.action === "confirm"
        ? client.emailChange.confirm({ params: { token: input.token } })
        : client.emailChange.cancel({ params: { token: input.token } }),
    ),
  ),
})

/** Start with `{ input: { token, action } }`. */
export const liveEmailChangeLinkMachine = (runtime: PortalRuntime) =>
  emailChangeLinkMachine.provide({ actors: makeEmailChangeLinkActors(runtime) })
