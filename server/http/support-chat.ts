import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import type { ServerConfig } from "../config.ts"

/** The built-in contact-centre page the support chat frame shows when PORTAL_CHAT_URL is unset. */
export const BUILT_IN_CHAT_PATH = "/support-chat"

/** The origin the CSP's frame-src allows besides the portal's own: the configured chat's, if any. */
export const chatOriginOf = (chatUrl: string | undefined): string | null =>
  chatUrl ? new URL(chatUrl).origin : null

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * A static page (no script, so it works in the strictest sandbox and offline): how to reach
 * support while no contact-centre chat is configured.
 */
export const supportChatPage = (
  config: Pick<ServerConfig, "productName" | "providerName" | "supportPhone">,
) => {
  const phone = escapeHtml(config.supportPhone)
  const tel = escapeHtml(config.supportPhone.replace(/[^+\d]/g, ""))
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support chat - ${escapeHtml(config.productName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1a1a;line-height:1.5}
h1{font-size:1.15rem;margin:0 0 8px}a{color:#0b57d0}p{margin:0 0 12px}</style></head>
<body><main>
<h1>Chat with ${escapeHtml(config.providerName)}</h1>
<p>Our contact centre chat is not connected to this portal yet.</p>
<p>Call us at <a href="tel:${tel}" target="_top">${phone}</a>, or raise a service ticket from the portal and we will get back to you.</p>
<p>Support is available around the clock for critical issues.</p>
</main></body></html>`
}

/** GET /support-chat: the built-in page (the response guard lets the portal itself frame it). */
export const supportChatRoute = (config: ServerConfig) =>
  HttpRouter.add("GET", BUILT_IN_CHAT_PATH, () =>
    Effect.succeed(
      HttpServerResponse.text(supportChatPage(config), {
        contentType: "text/html; charset=utf-8",
        headers: { "cache-control": "no-cache" },
      }),
    ),
  )
