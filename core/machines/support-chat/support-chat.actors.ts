import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { supportChatMachine } from "./support-chat.machine.ts"
import type { ChatSendInput } from "./support-chat.types.ts"

/** The customer's support chat wired to the runtime: GET /v1/chat, POST /v1/chat/messages and /close. */
export const liveSupportChatMachine = (runtime: PortalRuntime) =>
  supportChatMachine.provide({
    actors: {
      fetchChat: effectActor(runtime, () => withClient((client) => client.chat.mine())),
      sendMessage: effectActor(runtime, ({ body }: ChatSendInput) =>
        withClient((client) => client.chat.post({ payload: { body } })),
      ),
      endChat: effectActor(runtime, () => withClient((client) => client.chat.close())),
    },
  })
