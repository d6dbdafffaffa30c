import { Effect, Schema } from "effect"
import type { PortalClientShape } from "../../runtime/api-client.ts"
import { User } from "../../schema/user.ts"

/**
 * GET /v1/user/:id without a field list: the answer holds every field, and decoding it as a whole
 * User checks that it does (the contract's item is partial because `s` may narrow it). The call's
 * own failures (`NotFound` for a user outside the caller's scope, `Forbidden`, 401) stay typed for
 * the machine; only an answer that is not a whole User is a defect.
 */
export const fetchFullUser = (client: PortalClientShape, userid: number) =>
  client.shell
    .user({ params: { id: userid }, query: {} })
    .pipe(Effect.flatMap((answer) => Effect.orDie(Schema.decodeUnknownEffect(User)(answer.item))))
