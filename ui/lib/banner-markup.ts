import {
  BANNER_ATTRIBUTES,
  BANNER_ELEMENTS,
  BANNER_PURIFY_OPTIONS,
  BANNER_UNWRAPPED_ELEMENTS,
  bannerAttributeValueAllowed,
} from "../../core/domain/admin/banner-markup.ts"

/** `Element.setHTML` and its options (the HTML Sanitizer API); not yet in TypeScript's DOM types. */
interface SetHtml {
  setHTML(
    markup: string,
    options: {
      sanitizer: {
        elements: ReadonlyArray<string>
        replaceWithChildrenElements: ReadonlyArray<string>
        attributes: ReadonlyArray<string>
        dataAttributes: boolean
        comments: boolean
      }
    },
  ): void
}

const SANITIZER = {
  elements: BANNER_ELEMENTS,
  replaceWithChildrenElements: BANNER_UNWRAPPED_ELEMENTS,
  attributes: BANNER_ATTRIBUTES,
  dataAttributes: true,
  comments: false,
}

/** Server markup may carry images without text alternatives; those are treated as decorative. */
const decorateImages = (root: ParentNode) => {
  for (const img of root.querySelectorAll("img")) if (!img.hasAttribute("alt")) img.setAttribute("alt", "")
}

/** True when this browser has the HTML Sanitizer API (`Element.setHTML`). */
export const hasNativeSanitizer = (): boolean =>
  typeof (Element.prototype as Partial<SetHtml>).setHTML === "function"

/**
 * The browser's own sanitiser over the shared lists, in an inert document (nothing loads or runs
 * there), then DOMPurify's attribute-value rule, which the native sanitizer does not apply to every
 * attribute (it drops `javascript:` URLs only).
 */
const sanitizeNatively = (target: HTMLElement, markup: string) => {
  const inert = document.implementation.createHTMLDocument("").createElement("div")
  ;(inert as unknown as SetHtml).setHTML(markup, { sanitizer: SANITIZER })
  for (const element of inert.querySelectorAll("*")) {
    const name = element.localName
    for (const attribute of [...element.attributes])
      if (!bannerAttributeValueAllowed(name, attribute.name, attribute.value))
        element.removeAttribute(attribute.name)
  }
  decorateImages(inert)
  target.replaceChildren(...document.adoptNode(inert).childNodes)
}

/** DOMPurify with the same lists, loaded only in browsers without the Sanitizer API. */
const sanitizeWithDomPurify = async (target: HTMLElement, markup: string) => {
  const { default: DOMPurify } = await import("dompurify")
  const clean = DOMPurify.sanitize(markup, { ...BANNER_PURIFY_OPTIONS, RETURN_DOM_FRAGMENT: true })
  decorateImages(clean)
  target.replaceChildren(clean)
}

/**
 * Renders announcement markup into `target` with the shared allow-list (core/domain/admin/banner-markup.ts).
 * Synchronous where the browser sanitises natively; otherwise resolves once DOMPurify has loaded.
 */
export const renderBannerMarkup = (target: HTMLElement, markup: string): Promise<void> => {
  if (hasNativeSanitizer()) {
    sanitizeNatively(target, markup)
    return Promise.resolve()
  }
  return sanitizeWithDomPurify(target, markup)
}
