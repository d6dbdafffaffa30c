import { bannerLevel, encodeDismissed } from "../../core/domain/banner.ts"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import type { BannerResponse } from "../../core/schema/banner.ts"
import { sanitizeBannerMarkup } from "../admin/banner-admin.ts"
import { ANNOUNCEMENT_MARKUP } from "./announcement-markup.generated.ts"
import { BOOT_BANNER_SCRIPT } from "./boot-banner-script.ts"
import { scriptJson } from "./script-json.ts"

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/** Markup of images without a text alternative is decorative, as the app draws it. */
const decorateImages = (markup: string) => markup.replace(/<img(?![^>]*\salt=)/g, '<img alt=""')

let lastMessage: { readonly raw: string; readonly clean: string } | null = null
/** The message sanitised with the shared allow-list (the same message is sanitised once). */
const cleanMessage = (raw: string): string => {
  if (lastMessage?.raw !== raw) lastMessage = { raw, clean: decorateImages(sanitizeBannerMarkup(raw)) }
  return lastMessage.clean
}

/**
 * What a signed-in page starts with (issue 25): GET /v1/banner's answer as JSON for the app to adopt,
 * so the shell knows at once whether an announcement sits above it; and the announcement itself,
 * drawn with the component's own markup (`announcement-markup.generated.ts`), so a phone paints it
 * with the first HTML instead of after the code and a round trip. It is the page's largest text:
 * its paint is the page's LCP.
 */
export const bootBannerHtml = (answer: BannerResponse): string => {
  const answers = `<script type="application/json" id="${BOOT_PAGE.answersId}">${scriptJson({ "/v1/banner": answer })}</script>`
  const banner = answer.banner
  if (banner === null || !banner.active) return answers
  const template = ANNOUNCEMENT_MARKUP[String(bannerLevel(banner.status))] ?? ""
  const drawn = template.replace(
    '<div class="announcement-message"></div>',
    `<div class="announcement-message">${cleanMessage(banner.message)}</div>`,
  )
  const key = escapeAttribute(encodeDismissed(banner.message))
  // The app's first render hides the page's loading bar with the rest of it (index.html): this one
  // shows until the shell replaces the announcement.
  const loading =
    '<div class="boot-loading" role="progressbar" aria-label="Loading Service Portal" aria-busy="true"><div></div></div>'
  return `${answers}<div id="${BOOT_PAGE.bannerId}" ${BOOT_PAGE.dismissKeyAttribute}="${key}">${loading}${drawn}</div><script>${BOOT_BANNER_SCRIPT}</script>`
}

/** `page` with `html` first in its body. */
export const withBootHtml = (page: string, html: string): string => {
  if (html === "") return page
  const body = /<body[^>]*>/i.exec(page)
  if (body === null) return page
  const at = body.index + body[0].length
  return page.slice(0, at) + html + page.slice(at)
}
