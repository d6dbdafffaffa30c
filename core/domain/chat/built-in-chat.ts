/**
 * The chat URL the server's configuration gives when PORTAL_CHAT_URL is unset: the portal's own
 * built-in chat, shown in the page itself rather than in a frame. A module of its own, without the
 * chat's rules and texts: the app's first code (the public configuration's defaults) reads it.
 */
export const BUILT_IN_CHAT_URL = "/support-chat"

/** True when the portal's own chat answers customers (PORTAL_CHAT_URL unset). */
export const isBuiltInChat = (chatUrl: string): boolean => chatUrl === BUILT_IN_CHAT_URL
