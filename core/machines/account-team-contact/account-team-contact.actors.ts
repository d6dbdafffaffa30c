import { STORAGE_KEYS } from "../../domain/constants.ts"
import { ACCOUNT_TEAM_TEMPLATE } from "../../domain/account-team-contact.ts"
import { fromPromise } from "xstate"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { accountTeamContactMachine } from "./account-team-contact.machine.ts"

/** True when this session already asked its account team (`contactedAccountTeam`). */
export const hasContactedAccountTeam = (runtime: Pick<PortalRuntime, "storage">): boolean =>
  runtime.storage.get(STORAGE_KEYS.contactedAccountTeam) !== null

/** Live: POST /v1/sendemail with `{ template }` alone; a sent request is stored until logout. */
export const liveAccountTeamContactMachine = (runtime: PortalRuntime) =>
  accountTeamContactMachine.provide({
    actors: {
      sendContact: effectActor(runtime, () =>
        withClient((client) => client.equipment.sendEmail({ payload: { template: ACCOUNT_TEAM_TEMPLATE } })),
      ),
      readContacted: fromPromise(async () => hasContactedAccountTeam(runtime)),
    },
    actions: { rememberContacted: () => runtime.storage.set(STORAGE_KEYS.contactedAccountTeam, "true") },
  })
