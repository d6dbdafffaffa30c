import { CHAT_CUSTOMER_ROLES } from "../../core/domain/chat/support-chat.ts"
import { admin } from "./access-kinds.ts"
import type { AccessRule, AreaRules } from "./access-rule.ts"

/**
 * The customer's side of the built-in chat (issue 29): company admins and users, on their own
 * conversation only (nobody names another's). An impersonation session writes as the viewed user,
 * as it comments on tickets: the portal lets staff act for the customer they view.
 */
export const chatCustomer: AccessRule = { session: "required", roles: CHAT_CUSTOMER_ROLES, scope: "own" }

/**
 * The provider's side: staff read and answer every company's conversations, a sales rep those of
 * its accounts; another company's conversation answers 404 like a missing one.
 */
export const chatProvider: AccessRule = admin("supportChats")

/** The access table's rows for the support chat. */
export const chatAccessRules: AreaRules<"chat"> = {
  "chat.mine": chatCustomer,
  "chat.post": chatCustomer,
  "chat.close": chatCustomer,
  "chat.inbox": chatProvider,
  "chat.conversation": chatProvider,
  "chat.answer": chatProvider,
  "chat.closeConversation": chatProvider,
  "chat.toTicket": chatProvider,
}
