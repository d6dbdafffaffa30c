import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { tokenTexts } from "../../core/domain/tokens/personal-tokens.ts"
import { Forbidden } from "../../core/schema/errors.ts"
import {
  createPersonalToken,
  listPersonalTokens,
  revokePersonalToken,
} from "../tokens/personal-token-store.ts"

/**
 * The caller's own sign-in, not a view as another user: the Authentication middleware already
 * refused a personal token (rule `ownSignIn`); an impersonation session is refused here.
 */
const ownSignIn = Effect.gen(function* () {
  const caller = yield* CurrentCaller
  if (caller.isImpersonation) return yield* new Forbidden({ message: tokenTexts.refusedWhileViewingAs })
  return caller
})

export const TokensHandlers = HttpApiBuilder.group(PortalApi, "tokens", (handlers) =>
  handlers
    .handle("list", () =>
      Effect.gen(function* () {
        const caller = yield* ownSignIn
        const items = yield* listPersonalTokens(caller.userID)
        return { status: "success", items, count: items.length }
      }),
    )
    .handle("create", ({ payload }) =>
      Effect.flatMap(ownSignIn, (caller) => createPersonalToken(caller.userID, payload)),
    )
    .handle("revoke", ({ params }) =>
      Effect.flatMap(ownSignIn, (caller) => revokePersonalToken(caller.userID, params.ref)),
    ),
)
