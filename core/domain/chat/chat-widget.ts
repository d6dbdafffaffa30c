import { isChatCustomer, isChatProvider } from "./support-chat.ts"

/**
 * The chat URL the server's configuration gives when PORTAL_CHAT_URL is unset: the portal's own
 * built-in chat, shown in the page itself rather than in a frame.
 */
export const BUILT_IN_CHAT_URL = "/support-chat"

/** True when the portal's own chat answers customers (PORTAL_CHAT_URL unset). */
export const isBuiltInChat = (chatUrl: string): boolean => chatUrl === BUILT_IN_CHAT_URL

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
