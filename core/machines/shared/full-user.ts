import { Effect, Schema } from "effect"
import type { PortalClientShape } from "../../runtime/api-client.ts"
import { User } from "../../schema/user.ts"

/**
 * GET /v1/user/:id without a field list: the answer holds every field, and decoding it as a whole
 * User checks that it does (the contract's item is partial because `s` may narrow it).
 */
export const fetchFullUser = (client: PortalClientShape, userid: number) =>
  client.shell.user({ params: { id: userid }, query: {} }).pipe(
    Effect.flatMap((answer) => Schema.decodeUnknownEffect(User)(answer.item)),
    Effect.orDie,
  )
