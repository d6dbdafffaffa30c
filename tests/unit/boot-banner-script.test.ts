// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest"
import { DISMISSED_BANNER_KEY, encodeDismissed } from "../../core/domain/banner.ts"
import { BOOT_PAGE } from "../../core/domain/boot-page.ts"
import { bootBannerHtml } from "../../server/http/boot-banner.ts"
import { BOOT_BANNER_SCRIPT } from "../../server/http/boot-banner-script.ts"

const message = "<p>Maintenance <b>tonight</b></p>"

/**
 * The body of a signed-in page as the server sends it, with its inline line run as the browser runs
 * it: before anything after it is parsed (jsdom does not run scripts set through innerHTML).
 */
const loadPage = () => {
  const html = bootBannerHtml({
    banner: { id: 1, message, status: "warning", active: true, startDate: null, endDate: null },
  })
  document.body.innerHTML = `${html.replace(`<script>${BOOT_BANNER_SCRIPT}</script>`, "")}<div id="root"></div>`
  new Function(BOOT_BANNER_SCRIPT)()
}

const drawn = () => document.getElementById(BOOT_PAGE.bannerId)
const dismissButton = () => drawn()?.querySelector<HTMLButtonElement>(BOOT_PAGE.dismissSelector)

beforeEach(() => localStorage.clear())

describe("the drawn announcement's own line (issue 25)", () => {
  it("keeps an announcement this browser has not dismissed", () => {
    localStorage.setItem(DISMISSED_BANNER_KEY, encodeDismissed("<p>An older one</p>"))
    loadPage()
    expect(drawn()).not.toBeNull()
    expect(dismissButton()).not.toBeNull()
  })

  it("dismisses before the app has loaded: stores it as the machine does, removes it, tells the app", () => {
    loadPage()
    let told = 0
    document.addEventListener(BOOT_PAGE.dismissedEvent, () => told++)
    drawn()
      ?.querySelector(".announcement-message")
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    expect(drawn()).not.toBeNull()
    dismissButton()?.click()
    expect(localStorage.getItem(DISMISSED_BANNER_KEY)).toBe(encodeDismissed(message))
    expect(drawn()).toBeNull()
    expect(told).toBe(1)
    // The next page load draws it and its line removes it before the first paint.
    loadPage()
    expect(drawn()).toBeNull()
  })
})
