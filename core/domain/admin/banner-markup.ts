/**
 * The announcement's markup rules, declared once: which elements and attributes survive, which
 * attribute values are acceptable. The server (DOMPurify over jsdom, before storing), the admin
 * preview and the shell's banner (the browser's own Sanitizer API, `Element.setHTML`, or DOMPurify
 * where the browser has none) all run these lists.
 *
 * They are DOMPurify's `html` profile with what an announcement never needs taken out: styles,
 * forms and their controls, frames, document-level and template elements, and `id` / `name`
 * (DOMPurify keeps those only when they do not clobber the document; here they always go).
 */

/** Elements kept; anything else is removed (with its content, or see `BANNER_UNWRAPPED_ELEMENTS`). */
// biome-ignore format: one list, packed
export const BANNER_ELEMENTS: ReadonlyArray<string> = [
  "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "big",
  "blink", "blockquote", "br", "canvas", "caption", "center", "cite", "code", "col", "colgroup",
  "data", "dd", "del", "details", "dfn", "dir", "div", "dl", "dt", "em", "figcaption", "figure",
  "font", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "img", "ins",
  "kbd", "li", "main", "map", "mark", "marquee", "menu", "nav", "nobr", "ol", "p", "picture", "pre",
  "q", "rp", "rt", "ruby", "s", "samp", "search", "section", "small", "source", "spacer", "span",
  "strike", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead",
  "time", "tr", "track", "tt", "u", "ul", "var", "video", "wbr",
]

/**
 * Removed elements whose text stays (DOMPurify keeps the content of what it removes; the native
 * sanitizer drops it unless told): the form controls' labels and wording.
 */
// biome-ignore format: one list, packed
export const BANNER_UNWRAPPED_ELEMENTS: ReadonlyArray<string> = [
  "form", "button", "label", "fieldset", "legend", "output", "dialog",
]

/** Attributes kept on any kept element, besides `data-*`. */
// biome-ignore format: one list, packed
export const BANNER_ATTRIBUTES: ReadonlyArray<string> = [
  "align", "alt", "aria-description", "aria-hidden", "aria-label", "background", "bgcolor", "border",
  "cellpadding", "cellspacing", "cite", "class", "clear", "color", "cols", "colspan", "controls",
  "coords", "datetime", "decoding", "dir", "face", "headers", "height", "hidden", "href", "hreflang",
  "kind", "label", "lang", "loading", "loop", "media", "muted", "noshade", "nowrap", "open",
  "poster", "preload", "rel", "reversed", "role", "rows", "rowspan", "scope", "shape", "size",
  "sizes", "span", "src", "srclang", "srcset", "start", "summary", "title", "translate", "type",
  "usemap", "valign", "value", "width",
]

/** Attributes whose value is never a URL, so any value is kept (DOMPurify's `URI_SAFE_ATTRIBUTES`). */
const URI_SAFE = new Set(["alt", "class", "label", "role", "summary", "title", "value"])
/** Elements whose `src` may be a `data:` URL (DOMPurify's `DATA_URI_TAGS`). */
const DATA_URI_ELEMENTS = new Set(["audio", "video", "img", "source", "track"])
/** DOMPurify's `IS_ALLOWED_URI`: web, mail and phone schemes, or no scheme at all. */
const ALLOWED_URI =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters browsers ignore in a URL
const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g

/**
 * Whether a kept attribute keeps its value (DOMPurify's rule): names that never hold URLs always;
 * others only when the value is empty or does not start with a scheme other than the web's, mail
 * and phone ones (`javascript:`, `vbscript:`, `data:` go), except `data:` in a media `src`.
 */
export const bannerAttributeValueAllowed = (element: string, attribute: string, value: string): boolean => {
  if (URI_SAFE.has(attribute) || attribute.startsWith("data-") || attribute.startsWith("aria-")) return true
  if (value === "" || ALLOWED_URI.test(value.replace(URI_WHITESPACE, ""))) return true
  return attribute === "src" && value.startsWith("data:") && DATA_URI_ELEMENTS.has(element)
}

/** The same rules as DOMPurify options (server, admin preview, and browsers without `setHTML`). */
export const BANNER_PURIFY_OPTIONS: {
  ALLOWED_TAGS: string[]
  ALLOWED_ATTR: string[]
  ALLOW_DATA_ATTR: true
  ALLOW_ARIA_ATTR: false
  FORBID_ATTR: string[]
} = {
  ALLOWED_TAGS: [...BANNER_ELEMENTS],
  ALLOWED_ATTR: [...BANNER_ATTRIBUTES],
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: false,
  FORBID_ATTR: ["style", "id", "name"],
}
