import { Effect, Schema } from "effect"
import type { PortalClientShape } from "../../runtime/api-client.ts"
import { User } from "../../schema/user.ts"

/**
 * GET /v1/user/:id without a field list: the answer holds every field, and decoding it as a whole
 * User checks that it does (the contract's item is partial because `s` may narrow it). The call's
 * typed failures (404 for a user out of scope, 403, …) stay typed; only an answer missing a field is
 * a defect (the server broke its contract).
 */
export const fetchFullUser = (client: PortalClientShape, userid: number) =>
  client.shell
    .user({ params: { id: userid }, query: {} })
    .pipe(Effect.flatMap((answer) => Schema.decodeUnknownEffect(User)(answer.item).pipe(Effect.orDie)))
