import { expect, test } from "@playwright/test"
import type { AgreementItem } from "../../core/schema/agreement.ts"
import type { BannerResponse } from "../../core/schema/banner.ts"
import type { LeftMenu } from "../../core/schema/navigation.ts"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, sideNav, signIn, storageItem } from "./support/portal.ts"

test("the side navigation's Open and Closed counts equal GET /v1/leftmenu", async ({ page }) => {
  const { sessionID } = await signIn(page, "acme.user", "/tickets")
  const { TicketCounts } = await apiJson<LeftMenu>(page, "/v1/leftmenu", sessionID)
  const nav = sideNav(page)
  await expect(nav.getByRole("link", { name: `Open ${TicketCounts.totalOpen}`, exact: true })).toBeVisible()
  await expect(
    nav.getByRole("link", { name: `Closed ${TicketCounts.totalClosed}`, exact: true }),
  ).toBeVisible()
  expect(TicketCounts.totalOpen + TicketCounts.totalClosed).toBeGreaterThan(0)
})

test("the account team shows each member with a hover card", async ({ page }) => {
  const { sessionID } = await signIn(page, "acme.user", "/dashboard")
  const { TicketCounts } = await apiJson<LeftMenu>(page, "/v1/leftmenu", sessionID)
  const firstAgreementOfEachRep = new Map(TicketCounts.Agreements.map((a) => [a.salesid, a.agreementid]))
  const team = page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })
  await expect(team.getByRole("listitem")).toHaveCount(firstAgreementOfEachRep.size)
  for (const agreementid of new Set(firstAgreementOfEachRep.values())) {
    const { item } = await apiJson<AgreementItem>(page, `/v1/agreement/${agreementid}`, sessionID)
    const member = team.getByRole("listitem").filter({ hasText: item.salesfullname! })
    const mail = member.getByRole("link", { name: item.salesemail! })
    await expect(mail).toBeHidden()
    await member.getByRole("button", { name: item.salesfullname! }).hover()
    await expect(member.getByText(item.salestitle!, { exact: true })).toBeVisible()
    await expect(mail).toBeVisible()
    await expect(mail).toHaveAttribute("href", `mailto:${item.salesemail}`)
    await page.mouse.move(0, 0)
    await expect(mail).toBeHidden()
  }
  // Issue 24: a customer asks the team to get in touch, once a session (kept until logout).
  const ask = team.getByRole("button", { name: "Ask my account team to contact me" })
  await ask.click()
  await expect(team.getByRole("status")).toHaveText("Your account team has been asked to contact you.")
  expect(await storageItem(page, "contactedAccountTeam")).not.toBeNull()
  expect(await seriousViolations(page)).toEqual([])
  await page.reload()
  await expect(team.getByRole("status")).toHaveText("Your account team has been asked to contact you.")
  await expect(ask).toHaveCount(0)
})

test("/admin as acme.user shows Page Not Found", async ({ page }) => {
  await signIn(page, "acme.user", "/admin")
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible()
  await expect(sideNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0)
})

test("an unknown path shows Page Not Found, and a record that does not exist reads as not found", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/no-such-page")
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible()
  // Issue 24: a dead record link (404) names what was not found and leads back to its list; no retry.
  for (const [path, heading, back] of [
    ["/equipment/999999", "Equipment not found", "Back to Equipment"],
    ["/tickets/999999", "Service ticket not found", "Back to Service Tickets"],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole("heading", { name: heading })).toBeVisible()
    await expect(page.getByRole("link", { name: back })).toBeVisible()
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0)
  }
})

test("the banner dismisses and stays dismissed after a reload", async ({ page }) => {
  const { sessionID } = await signIn(page, "acme.user", "/dashboard")
  const { banner } = await apiJson<BannerResponse>(page, "/v1/banner", sessionID)
  expect(banner?.active).toBe(true)
  const announcement = page.getByRole("region", { name: "Site announcement" })
  // The active announcement is the seeded one unless an earlier test (the admin's) saved another.
  const words = banner!.message
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
  await expect(announcement).toContainText(words.slice(0, 3).join(" "))
  await announcement.getByRole("button", { name: "Dismiss announcement" }).click()
  await expect(announcement).toHaveCount(0)
  expect(await storageItem(page, "dismissedBanner")).toBe(btoa(encodeURIComponent(banner!.message)))

  // The reloaded page comes with the announcement drawn and its answer (issue 25): the page's own
  // line removes the dismissed one before it is painted, and the shell, told by the answer, draws none.
  await page.reload()
  await expect(page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })).toBeVisible()
  // Another test (the admin's) may save a different message meanwhile, which shows again by the spec.
  await expect(announcement.filter({ hasText: words.slice(0, 3).join(" ") })).toHaveCount(0)
})

test("a signed-in page shows its announcement before its code has run, and the app's replaces it", async ({
  page,
}) => {
  await signIn(page, "acme.user", "/dashboard")
  const announcement = page.getByRole("region", { name: "Site announcement" })
  await expect(announcement).toBeVisible()
  const text = await announcement.innerText()
  // What a phone paints before the code arrives: the page as the server sent it, no script run.
  await page.route("**/assets/*.js", (route) => route.abort())
  await page.reload()
  await expect(announcement).toBeVisible()
  expect(await announcement.innerText()).toBe(text)
  await expect(page.getByRole("progressbar", { name: "Loading Service Portal" })).toBeVisible()
  await page.unroute("**/assets/*.js")
  // With the code: one announcement, the app's, with the same words, and no call for it.
  const bannerCalls: string[] = []
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/v1/banner") bannerCalls.push(r.url())
  })
  await page.reload()
  await expect(page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })).toBeVisible()
  await expect(announcement).toHaveCount(1)
  expect(await announcement.innerText()).toBe(text)
  await expect(page.locator("#boot-banner")).toHaveCount(0)
  expect(bannerCalls).toEqual([])
  // Its dismiss button works before the code has run (a slow phone shows it for seconds), and once
  // dismissed it is not drawn even before the code runs.
  await page.route("**/assets/*.js", (route) => route.abort())
  await page.reload()
  await announcement.getByRole("button", { name: "Dismiss announcement" }).click()
  await expect(announcement).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole("progressbar", { name: "Loading Service Portal" })).toBeVisible()
  await expect(announcement.filter({ hasText: text })).toHaveCount(0)
  // With the code, the app agrees.
  await page.unroute("**/assets/*.js")
  await page.reload()
  await expect(page.getByRole("region", { name: "YOUR ACCOUNT TEAM" })).toBeVisible()
  await expect(announcement.filter({ hasText: text })).toHaveCount(0)
})
