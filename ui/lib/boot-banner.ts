import { encodeDismissed } from "../../core/domain/banner.ts"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { pageJsonObject } from "./page-json.ts"

/**
 * The announcement the server drew into a signed-in page's first HTML (`server/http/boot-banner.ts`,
 * issue 25): a phone paints it seconds before the app can. The app's own banner takes its place
 * without a flicker: its message starts from the drawn one's nodes (`bootMessageNodes`), and the
 * drawn one goes in the commit that makes the app's banner visible: once the app is revealed (its
 * first 100 ms are hidden) and the shell has drawn its frame, or a screen outside the shell shows.
 */

/** The answers the page came with (API path to JSON body), or none. */
export const bootAnswers = (): Readonly<Record<string, unknown>> =>
  pageJsonObject(document, BOOT_PAGE.answersId) ?? {}

const drawn = () => document.getElementById(BOOT_PAGE.bannerId)

/** Copies of the drawn message's nodes when the server drew this `message`; null otherwise. */
export const bootMessageNodes = (message: string): ReadonlyArray<Node> | null => {
  const banner = drawn()
  if (banner?.getAttribute(BOOT_PAGE.dismissKeyAttribute) !== encodeDismissed(message)) return null
  const nodes = banner.querySelector(".announcement-message")?.childNodes
  return nodes ? [...nodes].map((node) => node.cloneNode(true)) : null
}

/** How long the drawn announcement waits at most for the shell after the app is revealed. */
export const BOOT_BANNER_CAP_MS = 10_000

const handover: { revealed: boolean; shell: "coming" | "drawn" | "none" } = {
  revealed: false,
  shell: "coming",
}
const handOver = () => {
  if (handover.revealed && handover.shell !== "coming") drawn()?.remove()
}

/**
 * The app is revealed: the drawn announcement goes now if the shell has drawn or none comes, else
 * when that is known; at the latest after `BOOT_BANNER_CAP_MS` (the shell's code failed to load),
 * since the app stays hidden while it is there.
 */
export const bootBannerRevealed = (): void => {
  handover.revealed = true
  handOver()
  setTimeout(() => drawn()?.remove(), BOOT_BANNER_CAP_MS)
}

/** The shell has drawn its frame (its banner, if any, with it). */
export const bootBannerShellDrawn = (): void => {
  handover.shell = "drawn"
  handOver()
}

/** The app shows a screen outside the shell (signed out, a page without navigation). */
export const bootBannerNoShell = (): void => {
  handover.shell = "none"
  handOver()
}

/**
 * Calls `listener` when the drawn announcement's own dismiss button was pressed before the app took
 * over (`server/http/boot-banner-script.ts`): the app's banner, which may already be waiting to
 * replace it, is dismissed too. Answers the function that stops listening.
 */
export const onBootBannerDismissed = (listener: () => void): (() => void) => {
  document.addEventListener(BOOT_PAGE.dismissedEvent, listener)
  return () => document.removeEventListener(BOOT_PAGE.dismissedEvent, listener)
}
