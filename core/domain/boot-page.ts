/**
 * What a signed-in page's first HTML carries besides the app (issue 25; drawn by the server's
 * `server/http/boot-banner.ts`, taken over by `ui/lib/boot-banner.ts`).
 */
export const BOOT_PAGE = {
  /** The element holding the announcement drawn by the server. */
  bannerId: "boot-banner",
  /** Its attribute: the announcement's message as stored when dismissed (`encodeDismissed`). */
  dismissKeyAttribute: "data-dismiss-key",
  /** The JSON of answers the page came with, keyed by API path: the app adopts them instead of asking. */
  answersId: "boot-answers",
} as const
