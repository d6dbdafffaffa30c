/**
 * What a page's first HTML carries besides the app (issue 25): every page the public configuration
 * (`server/http/page-config.ts`, read by `ui/lib/portal-config.ts`); a signed-in page its
 * announcement (drawn by `server/http/boot-banner.ts`, taken over by `ui/lib/boot-banner.ts`); every
 * page made for its route the chunks that route loads.
 */
export const BOOT_PAGE = {
  /** The element holding the announcement drawn by the server. */
  bannerId: "boot-banner",
  /** Its attribute: the announcement's message as stored when dismissed (`encodeDismissed`). */
  dismissKeyAttribute: "data-dismiss-key",
  /** Its dismiss button, which works before the app has loaded (`boot-banner-script.ts`). */
  dismissSelector: 'button[aria-label="Dismiss announcement"]',
  /** The document event that says the drawn announcement was dismissed before the app took over. */
  dismissedEvent: "portal:boot-banner-dismissed",
  /** The JSON of answers the page came with, keyed by API path: the app adopts them instead of asking. */
  answersId: "boot-answers",
  /** The JSON of GET /v1/config's answer (but the seed scale): the app starts without asking. */
  configId: "portal-config",
  /**
   * The JSON `{ "modules": [...] }` of the route's chunks (`server/http/route-preload.ts`): the entry
   * preloads them once the page has painted (`ui/lib/route-chunks.ts`), so that they do not share
   * a slow network with the stylesheet the first paint waits for.
   */
  routeChunksId: "route-chunks",
} as const
