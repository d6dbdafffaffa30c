import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, expectNoSidewaysScroll, signIn } from "./support/portal.ts"
import { shotForEyes } from "./support/shots.ts"

/**
 * Issue 14 in the browser: the bell and its panel (paging, focus, mark seen on close), the
 * notification settings round trip, the what's-new popup, Apps + Integrations and the support chat.
 * Screenshots at 390, 800 and 1280 px go to test-results/notifications-*.png.
 */
const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ })
const panel = (page: Page) => page.locator("#notification-panel")

const shoot = async (page: Page, name: string, reopen?: () => Promise<void>) => {
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await reopen?.()
    await expectNoSidewaysScroll(page, width, name)
    await shotForEyes(page, `notifications-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("bell, panel paging with load more, focus rules and mark seen on close", async ({ page }) => {
  await signIn(page, "acme.user")
  await expect(bell(page)).toHaveAccessibleName("Notifications (unread)")
  await expect(page.getByTestId("unread-dot")).toBeVisible()
  await bell(page).click()
  await expect(panel(page).getByRole("heading", { name: /^Notifications \(3\)$/ })).toBeVisible()
  const items = panel(page).getByRole("listitem")
  await expect(items).toHaveCount(10)
  expect(await seriousViolations(page)).toEqual([])
  const more = page.getByRole("button", { name: /^(Load more|Loading\.\.\.)$/ })
  await more.click()
  await expect(items).toHaveCount(20)
  // Focus on the load-more button (it has it after the click) keeps the panel open.
  await expect(panel(page)).toBeVisible()
  await more.click()
  await expect(items).toHaveCount(30)
  // Focus leaving elsewhere closes it, and marks everything seen.
  await page.getByRole("link", { name: "Dashboard" }).first().focus()
  await expect(panel(page)).toBeHidden()
  await expect(page.getByTestId("unread-dot")).toBeHidden()
  await expect(bell(page)).toHaveAccessibleName("Notifications")
  // The server marked them seen too: a reload shows no dot.
  await page.reload()
  await expect(bell(page)).toBeVisible()
  await bell(page).click()
  await expect(panel(page).getByRole("heading", { name: "Notifications", exact: true })).toBeVisible()
  await expect(page.getByTestId("unread-dot")).toBeHidden()
  // Escape closes and gives focus back to the bell; a notification goes to its link.
  await page.keyboard.press("Escape")
  await expect(panel(page)).toBeHidden()
  await expect(bell(page)).toBeFocused()
  await page.keyboard.press("Enter")
  await panel(page).getByRole("link").first().click()
  await expect(page).toHaveURL(/\/tickets\/\d+$|\/404$/)
  // A resize may move focus out of the panel (it then closes): reopen it for each width.
  // The panel may still be closing when first looked at: open it until it stays open.
  await shoot(page, "panel", async () => {
    await expect(async () => {
      if (await panel(page).isHidden()) await bell(page).click()
      await expect(panel(page).getByRole("heading", { name: "Notifications", exact: true })).toBeVisible({
        timeout: 1_000,
      })
    }).toPass()
  })
})

test("notification settings round trip and the empty panel", async ({ page }) => {
  const session = await signIn(page, "acme.user")
  await page.goto(`/profile/${session.userID}?notifications=1`)
  await expect(page.getByRole("heading", { name: "Notification Settings" })).toBeVisible()
  const emailClosed = page.getByRole("checkbox", { name: "Email: A service ticket is closed" })
  const inAppUser = page.getByRole("checkbox", { name: "In-app: A user is added to your company" })
  await expect(emailClosed).toBeChecked()
  await expect(inAppUser).not.toBeChecked()
  await inAppUser.click()
  await expect(inAppUser).toBeChecked()
  await expect(inAppUser).toBeEnabled()
  const firstLocation = page.getByRole("group", { name: "Followed locations" }).getByRole("checkbox").first()
  await expect(firstLocation).toBeChecked()
  await firstLocation.click()
  await expect(firstLocation).not.toBeChecked()
  await expect(firstLocation).toBeEnabled()
  expect(await seriousViolations(page)).toEqual([])
  // A customer is not offered the sales reps' event (core/domain/notifications/offered-events.ts).
  await expect(page.getByText("A user is added to one of your accounts")).toHaveCount(0)
  await shoot(page, "settings")
  // At 390 px the column headings give way to cards: each switch still says its delivery.
  await page.setViewportSize({ width: 390, height: 900 })
  await expect(page.getByRole("columnheader", { name: "Email" })).toBeHidden()
  await expect(page.getByRole("row", { name: /A service ticket is closed/ })).toContainText("Email: On")
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
  await expect(page.getByRole("checkbox", { name: "In-app: A user is added to your company" })).toBeChecked()
  await expect(
    page.getByRole("group", { name: "Followed locations" }).getByRole("checkbox").first(),
  ).not.toBeChecked()
  await page.getByRole("button", { name: "Enable all" }).click()
  await expect(page.getByRole("checkbox", { name: /^Email: / })).toHaveCount(5)
  for (const box of await page.getByRole("checkbox", { name: /^(Email|In-app): / }).all())
    await expect(box).toBeChecked()
})

test("another user's settings open read-only where the user rule refuses the change (issue 22)", async ({
  page,
}) => {
  await signIn(page, "sysadmin")
  // The developer (user 1) outranks a system admin: shown, with the rule's sentence, nothing to press.
  await page.goto("/profile/1?notifications=1")
  await expect(page.getByRole("note")).toHaveText(
    "You do not manage this user, so you cannot change their account.",
  )
  await expect(page.getByRole("button", { name: "Enable all" })).toBeDisabled()
  await expect(page.getByRole("checkbox", { name: "Email: A service ticket is closed" })).toBeDisabled()
  // acme.user (user 4) is below a system admin: the switches work.
  await page.goto("/profile/4?notifications=1")
  await expect(page.getByRole("button", { name: "Enable all" })).toBeEnabled()
  await expect(page.getByRole("note")).toHaveCount(0)
})

test("what's-new slides; closing hides it and it does not come back", async ({ page }) => {
  const { sessionID, userID } = await signIn(page, "globex.admin")
  const subscribed = async () => {
    const path = `/v1/notification/event/subscriptions/${userID}`
    const { items } = await apiJson<{ items: Array<Record<string, string>> }>(page, path, sessionID)
    return items.map((s) => `${s.event_type} ${s.delivery_type}`).sort()
  }
  const before = await subscribed()
  const dialog = page.getByRole("dialog", { name: "What's new" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("heading", { name: "Notifications are here" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, "whats-new")
  await dialog.getByRole("button", { name: "Next" }).click()
  await expect(dialog.getByRole("heading", { name: "Choose how you hear about it" })).toBeVisible()
  await dialog.getByRole("button", { name: "Back" }).click()
  await dialog.getByRole("button", { name: "Slide 2 of 2" }).click()
  const unsubscribed = page.waitForResponse((r) => r.url().includes("/subscriptions/remove/"))
  await dialog.getByRole("button", { name: "Go to the dashboard" }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL("/dashboard")
  // The reset writes a subscription change (removed, then put back as it was): the next visit does
  // not show the popup. Reloaded once the reset is done.
  expect((await unsubscribed).ok()).toBe(true)
  await expect.poll(subscribed).toEqual(before)
  await page.reload()
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole("dialog", { name: "What's new" })).toBeHidden()
})

test("Apps + Integrations: interest mailed to the account team; the support chat opens and closes", async ({
  page,
}) => {
  // Two axe runs (one with the chat open) and a mail round trip: generous on a busy machine.
  test.setTimeout(180_000)
  await signIn(page, "acme.admin", "/monitoring")
  await expect(page.getByRole("heading", { name: "Apps + Integrations", level: 1 })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, "monitoring")
  await page.getByRole("button", { name: "I'm interested in Remote Monitoring" }).click()
  const dialog = page.getByRole("dialog", { name: "Monitoring interest" })
  await dialog.getByLabel("Message (optional)").fill("Twelve printers on two floors")
  await dialog.getByRole("button", { name: "Submit" }).click()
  await expect(dialog.getByRole("status")).toContainText("Your account team will contact you")
  const outbox = await (await page.request.get("/v1/dev/outbox")).json()
  expect(JSON.stringify(outbox)).toContain("interested in monitoring: Remote Monitoring")
  await dialog.getByRole("button", { name: "Close" }).click()

  await page.getByRole("button", { name: "Chat with us" }).click()
  const chat = page.getByRole("region", { name: "Support chat" })
  // Without PORTAL_CHAT_URL the built-in chat is drawn in the page (issue 29; tests/e2e/support-chat.spec.ts).
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeVisible()
  await expect(chat.locator("iframe")).toHaveCount(0)
  await shoot(page, "chat")
  expect(await seriousViolations(page)).toEqual([])
  await chat.getByRole("link", { name: "Close" }).click()
  await expect(chat).toBeHidden()
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible()
})

test("the collapsed chat button leaves the end of a page uncovered at 390, 800 and 1280 px", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/tickets")
  await expect(page.locator("main table tbody tr, main [role='list'] li").first()).toBeVisible()
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 700 })
    const button = page.getByRole("button", { name: "Chat with us" })
    await expect(button).toBeVisible()
    // Measured again until it holds: the menu's mode follows the width a frame after the resize.
    const uncovered = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        // The lowest drawn content: controls and elements without element children (text, icons),
        // not the boxes whose padding holds them.
        let bottom = 0
        for (const el of document.querySelectorAll("main *")) {
          if (el.childElementCount > 0 && !el.matches("button, a, select, input, textarea")) continue
          const rect = el.getBoundingClientRect()
          if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom)
        }
        const chat = document.querySelector(".support-chat-button") as HTMLElement
        return bottom <= chat.getBoundingClientRect().top
      })
    await expect
      .poll(uncovered, { message: `page content ends under the chat button at ${width}px` })
      .toBe(true)
    await shotForEyes(page, `notifications-chat-button-${width}`)
  }
})
