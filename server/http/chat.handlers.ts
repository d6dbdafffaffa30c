import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { conversationToTicket } from "../chat/chat-ticket.ts"
import {
  answerConversation,
  chatInbox,
  closeAsCustomer,
  closeConversation,
  myChat,
  postAsCustomer,
  readConversation,
} from "../chat/chat-store.ts"
import { inTransaction, Mail } from "../services.ts"
import { callerScope } from "./access.ts"
import { withRetryAfter } from "./too-many-requests.ts"

/** The caller and their company scope, which the provider's calls need. */
const who = Effect.all({ caller: CurrentCaller, scope: callerScope })

/**
 * The built-in support chat (issue 29): the rules are core/domain/chat/support-chat.ts, the SQL
 * server/chat. Every change runs in one transaction with its live event, which is announced at commit.
 */
export const ChatHandlers = HttpApiBuilder.group(PortalApi, "chat", (handlers) =>
  handlers
    .handle("mine", () => Effect.flatMap(CurrentCaller, myChat))
    .handle("post", ({ payload }) =>
      withRetryAfter(
        Effect.flatMap(CurrentCaller, (caller) => inTransaction(postAsCustomer(caller, payload.body))),
      ),
    )
    .handle("close", () => Effect.flatMap(CurrentCaller, (caller) => inTransaction(closeAsCustomer(caller))))
    .handle("inbox", ({ query }) => Effect.flatMap(callerScope, (scope) => chatInbox(scope, query)))
    .handle("conversation", ({ params }) =>
      Effect.flatMap(callerScope, (scope) => readConversation(scope, params.conversationid)),
    )
    .handle("answer", ({ params, payload }) =>
      withRetryAfter(
        Effect.flatMap(who, ({ caller, scope }) =>
          inTransaction(answerConversation(scope, caller, params.conversationid, payload.body)),
        ),
      ),
    )
    .handle("closeConversation", ({ params }) =>
      Effect.flatMap(who, ({ caller, scope }) =>
        inTransaction(closeConversation(scope, caller, params.conversationid)),
      ),
    )
    .handle("toTicket", ({ params }) =>
      Effect.gen(function* () {
        const { caller, scope } = yield* who
        const mail = yield* Mail
        const answer = yield* inTransaction(conversationToTicket(scope, caller, params.conversationid))
        mail.wake()
        return answer
      }),
    ),
)
