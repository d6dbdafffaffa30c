import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { liveToken } from "../accounts/account-tokens.ts"
import { resetPassword } from "../accounts/password-change.ts"
import { forgotPassword, forgotUsername } from "../accounts/recovery.ts"
import { latestMail } from "../mail/outbox.ts"
import { AppConfig, SignInThrottle } from "../services.ts"
import { clientAddress, setSessionCookie } from "./auth.handlers.ts"

/** Recovery requests count against the sign-in allowance of the client address (429 beyond it). */
const throttled = Effect.gen(function* () {
  const throttle = yield* SignInThrottle
  yield* throttle(yield* clientAddress)
})

export const PasswordHandlers = HttpApiBuilder.group(PortalApi, "password", (handlers) =>
  handlers
    .handle("forgot", ({ payload }) => Effect.andThen(throttled, forgotPassword(payload.username)))
    .handle("forgotUsername", ({ payload }) => Effect.andThen(throttled, forgotUsername(payload.email)))
    .handle("checkToken", ({ params }) =>
      Effect.map(liveToken(params.token), (owner) => ({
        status: "success",
        kind: owner.kind,
        username: owner.username,
      })),
    )
    .handle("reset", ({ params, payload }) =>
      Effect.gen(function* () {
        const result = yield* resetPassword(params.token, payload.password)
        if (result.session) yield* setSessionCookie(result.session.sessionID)
        return result
      }),
    ),
)

/** How many messages the demo outbox lists. */
const outboxListed = 50

export const DevHandlers = HttpApiBuilder.group(PortalApi, "dev", (handlers) =>
  handlers.handle("outbox", () =>
    Effect.gen(function* () {
      const config = yield* AppConfig
      // Outside demo mode the call does not exist: it would hand out other people's links.
      if (!config.demoMode)
        return yield* new NotFound({ message: "No such call: the outbox is listed in demo mode only" })
      return { items: yield* latestMail(outboxListed) }
    }),
  ),
)
