import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { AgreementRequest } from "../../schema/equipment.ts"
import { changeRequestMachine } from "./change-request.machine.ts"

/** Live `sendRequest`: POST /v1/sendemail with template `agreement-request`. */
export const makeChangeRequestActors = (runtime: PortalRuntime) => ({
  sendRequest: effectActor(runtime, (input: AgreementRequest) =>
    withClient((client) => client.equipment.sendEmail({ payload: input })),
  ),
})

export const liveChangeRequestMachine = (runtime: PortalRuntime) =>
  changeRequestMachine.provide({ actors: makeChangeRequestActors(runtime) })
