import { isBuiltInChat } from "./built-in-chat.ts"
import { isChatCustomer, isChatProvider } from "./support-chat.ts"

/**
 * What the support chat widget holds once expanded:
 * - `conversation`: the built-in chat, for a customer (company admin or user);
 * - `inbox`: the built-in chat, for the provider side, whose conversations are answered in /admin;
 * - `frame`: the configured external contact centre, in its sandboxed frame, as before;
 * - `none`: the built-in chat for a role that neither writes nor answers (none today).
 */
export type ChatWidgetMode = "conversation" | "inbox" | "frame" | "none"

export const chatWidgetMode = (chatUrl: string, roleid: number | null | undefined): ChatWidgetMode => {
  if (!isBuiltInChat(chatUrl)) return "frame"
  if (isChatCustomer(roleid)) return "conversation"
  return isChatProvider(roleid) ? "inbox" : "none"
}
