/**
 * The sandbox of the support chat frame, which shows a configured contact centre (the built-in chat
 * is drawn in the page, issue 29). A page of the portal's own origin gets the strictest sandbox; an
 * external contact centre may run its own scripts and forms in its own origin (allow-same-origin
 * keeps it in *its* origin, which is not the portal's).
 */
export const chatFrameSandbox = (chatUrl: string, portalOrigin: string): string => {
  const origin = new URL(chatUrl, portalOrigin).origin
  return origin === portalOrigin ? "" : "allow-scripts allow-forms allow-popups allow-same-origin"
}
