import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import type { ProcessConfig } from "../shell/public-config.ts"
import { scriptJson } from "./script-json.ts"

/**
 * The public configuration as every page's first HTML carries it (issue 25): the app needs it
 * before its first render, and asking GET /v1/config cost a round trip after the code, and on the
 * login route a request (about 0.7 kB with its headers) of its 100 kB.
 */
export const pageConfigHtml = (config: ProcessConfig): string =>
  `<script type="application/json" id="${BOOT_PAGE.configId}">${scriptJson(config)}</script>`

/** `page` with `html` last in its head. */
export const withHeadHtml = (page: string, html: string): string => {
  if (html === "") return page
  const at = page.search(/<\/head>/i)
  return at < 0 ? page : page.slice(0, at) + html + page.slice(at)
}
