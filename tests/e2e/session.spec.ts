import { expect, test } from "@playwright/test"
import {
  apiGet,
  avatarButton,
  loginUrlFor,
  signInWithForm,
  storageItem,
  storedSession,
} from "./support/portal.ts"

test("the avatar menu opens and Logout clears storage", async ({ page }) => {
  const { sessionID } = await signInWithForm(page, "acme.user", "/dashboard")
  await page.evaluate(() => {
    window.localStorage.setItem("addReminder", "1")
    window.localStorage.setItem("contactedAccountTeam", "1")
  })
  await expect(avatarButton(page)).toHaveText(/AA/)
  await avatarButton(page).click()
  const menu = page.getByRole("menu", { name: "User menu" })
  for (const entry of [
    "View Profile",
    "Notification Settings",
    "Apps + Integrations",
    "About the product",
    "Logout",
  ]) {
    await expect(menu.getByRole("menuitem", { name: entry })).toBeVisible()
  }
  // External pages show only when their address is configured (PORTAL_REFERRAL_REWARDS_URL,
  // PORTAL_EOL_DATABASE_URL); the test server configures neither.
  for (const entry of ["Referral Rewards", "EOL + EOSL Database"])
    await expect(menu.getByRole("menuitem", { name: entry })).toHaveCount(0)
  await menu.getByRole("menuitem", { name: "Logout" }).click()
  await expect(page).toHaveURL("/auth/login")
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  await expect.poll(() => storedSession(page)).toBeNull()
  expect(await storageItem(page, "addReminder")).toBeNull()
  expect(await storageItem(page, "contactedAccountTeam")).toBeNull()
  await expect.poll(async () => (await apiGet(page, "/v1/leftmenu", sessionID)).status()).toBe(401)
})

test("the avatar menu opens and closes with the keyboard", async ({ page }) => {
  await signInWithForm(page, "acme.user", "/dashboard")
  const avatar = avatarButton(page)
  const menu = page.getByRole("menu", { name: "User menu" })
  await avatar.focus()
  await page.keyboard.press("Enter")
  await expect(menu).toBeVisible()
  await expect(menu.getByRole("menuitem", { name: "View Profile" })).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(menu.getByRole("menuitem", { name: "Notification Settings" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  await expect(avatar).toBeFocused()
  await page.keyboard.press("ArrowDown")
  await expect(menu).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(menu).toHaveCount(0)
})

test("a session ended on the server logs the browser out on its next call", async ({ page }) => {
  const { sessionID } = await signInWithForm(page, "acme.user", "/tickets")
  // Watched from before the session ends: the page's own next call (a poll of the open page, or the
  // reload's first call) may be the one refused.
  const refused = page.waitForResponse((r) => r.url().includes("/v1/") && r.status() === 401)
  const ended = await apiGet(page, "/v1/logout", sessionID)
  expect(ended.ok()).toBe(true)
  expect((await apiGet(page, "/v1/leftmenu", sessionID)).status()).toBe(401)

  await page.reload()
  await refused
  await expect(page).toHaveURL(loginUrlFor("/tickets"))
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible()
  await expect.poll(() => storedSession(page)).toBeNull()
})
