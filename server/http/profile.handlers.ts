import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { emailChangeTexts } from "../../core/domain/profile/email-change.ts"
import { Forbidden, NotFound } from "../../core/schema/errors.ts"
import { pendingEmailChanges, requestEmailChange } from "../profile/email-change.ts"
import { cancelEmailChange, confirmEmailChange } from "../profile/email-change-links.ts"
import { readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"
import { withRetryAfter } from "./too-many-requests.ts"

export const ProfileHandlers = HttpApiBuilder.group(PortalApi, "profile", (handlers) =>
  handlers
    .handle("requestEmailChange", ({ params, payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const user = yield* readableUser(params.id, accessRules["profile.requestEmailChange"])
        if (caller.isImpersonation) return yield* new Forbidden({ message: emailChangeTexts.impersonating })
        if (!user.useractive) return yield* new NotFound({ message: `User ${params.id} was not found` })
        return yield* withRetryAfter(requestEmailChange(user, caller.userID, payload.newEmail))
      }),
    )
    .handle("emailChangeRequests", ({ params }) =>
      Effect.gen(function* () {
        const user = yield* readableUser(params.id, accessRules["profile.emailChangeRequests"])
        return yield* pendingEmailChanges(user.userid)
      }),
    ),
)

export const EmailChangeHandlers = HttpApiBuilder.group(PortalApi, "emailChange", (handlers) =>
  handlers
    .handle("confirm", ({ params }) => confirmEmailChange(params.token))
    .handle("cancel", ({ params }) => cancelEmailChange(params.token)),
)
