import { Effect } from "effect"
import { withRetryAfter } from "./too-many-requests.ts"
import { ACCOUNT_TEAM_TEMPLATE } from "../../core/domain/account-team-contact.ts"
import { contactAccountTeam } from "../notifications/account-team-contact.ts"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { requestChange } from "../equipment/change-request.ts"
import { readEquipmentColumns, saveEquipmentColumns } from "../equipment/column-preferences.ts"
import {
  equipmentChildren,
  findEquipment,
  listEquipment,
  listOems,
  listSlas,
} from "../equipment/equipment-store.ts"
import { Mail } from "../services.ts"
import { callerScope } from "./access.ts"

export const EquipmentHandlers = HttpApiBuilder.group(PortalApi, "equipment", (handlers) =>
  handlers
    .handle("list", ({ query }) => Effect.flatMap(callerScope, (scope) => listEquipment(scope, query)))
    .handle("item", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { status: "success", item: yield* findEquipment(scope, params.equipmentid) }
      }),
    )
    .handle("children", ({ query }) =>
      Effect.flatMap(callerScope, (scope) => equipmentChildren(scope, query.id)),
    )
    .handle("oem", () => Effect.map(Effect.flatMap(callerScope, listOems), (results) => ({ results })))
    .handle("sla", () => Effect.map(Effect.flatMap(callerScope, listSlas), (results) => ({ results })))
    .handle("columns", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { columns: yield* readEquipmentColumns(caller.userID) }
      }),
    )
    .handle("saveColumns", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        return { columns: yield* saveEquipmentColumns(caller.userID, payload.columns) }
      }),
    )
    .handle("sendEmail", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const id =
          payload.template === ACCOUNT_TEAM_TEMPLATE
            ? yield* withRetryAfter(contactAccountTeam(caller))
            : yield* withRetryAfter(requestChange(yield* callerScope, caller.userID, payload))
        const mail = yield* Mail
        mail.wake()
        return { status: "success", id }
      }),
    ),
)
