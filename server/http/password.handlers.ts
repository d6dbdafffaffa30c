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
import { isLoopbackAddress } from "./loopback.ts"

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
      // The listing hands out other people's links: it exists only in demo mode, without real mail
      // (SMTP configured), and for a client on this machine (through a trusted proxy: the client's).
      if (!config.demoMode || config.smtpUrl !== undefined || !isLoopbackAddress(yield* clientAddress))
        return yield* new NotFound({
          message: "No such call: the outbox is listed in demo mode only, without SMTP, to this machine",
        })
      return { items: yield* latestMail(outboxListed) }
    }),
  ),
)
