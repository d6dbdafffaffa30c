import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { personalTokensMachine } from "./personal-tokens.machine.ts"

/** Live: GET and POST /v1/tokens, DELETE /v1/tokens/:ref (by id). Start with no input. */
export const livePersonalTokensMachine = (runtime: PortalRuntime) =>
  personalTokensMachine.provide({
    actors: {
      listTokens: effectActor(runtime, () => withClient((client) => client.tokens.list())),
      createToken: effectActor(runtime, (input: { name: string; expiresInDays: number | null }) =>
        withClient((client) =>
          client.tokens.create({
            payload: {
              name: input.name,
              ...(input.expiresInDays === null ? {} : { expiresInDays: input.expiresInDays }),
            },
          }),
        ),
      ),
      revokeToken: effectActor(runtime, (input: { id: number }) =>
        withClient((client) => client.tokens.revoke({ params: { ref: String(input.id) } })),
      ),
    },
  })
