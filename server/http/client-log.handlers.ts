import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { storeClientLog } from "../client-log/client-log-store.ts"
import { AppConfig, ClientLogThrottle } from "../services.ts"

const off = new NotFound({
  message: "Client logging is off on this server (set PORTAL_CLIENT_LOG=1 to turn it on)",
})

/** `POST /v1/log/client`: a page's batch of client events and failed requests (spec section 7). */
export const ClientLogHandlers = HttpApiBuilder.group(PortalApi, "clientLog", (handlers) =>
  handlers.handle("send", ({ payload }) =>
    Effect.gen(function* () {
      if (!(yield* AppConfig).clientLog) return yield* off
      const caller = yield* CurrentCaller
      const throttle = yield* ClientLogThrottle
      // Per user, not per session: more sessions must not buy more batches.
      yield* throttle(String(caller.userID))
      return { status: "success" as const, stored: yield* storeClientLog(caller, payload) }
    }),
  ),
)
