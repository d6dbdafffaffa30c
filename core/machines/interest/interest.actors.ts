import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { InterestRequest } from "../../schema/notification.ts"
import { interestMachine } from "./interest.machine.ts"

/** Live interest actor: POST /v1/interest (mailed to the account team). */
export const liveInterestMachine = (runtime: PortalRuntime) =>
  interestMachine.provide({
    actors: {
      submitInterest: effectActor(runtime, (request: InterestRequest) =>
        withClient((client) => client.apps.interest({ payload: request })),
      ),
    },
  })
