import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, expectNoSidewaysScroll, signIn } from "./support/portal.ts"

interface OutboxMessage {
  readonly kind: string
  readonly to: string
  readonly link: string | null
}

/** The link of the newest mail of a kind to an address, from the demo outbox. */
const mailedLink = async (page: Page, kind: string, to: string): Promise<string> => {
  const response = await page.request.get("/v1/dev/outbox")
  const { items } = (await response.json()) as { items: ReadonlyArray<OutboxMessage> }
  const mail = items.find((m) => m.kind === kind && m.to.toLowerCase() === to.toLowerCase())
  if (!mail?.link) throw new Error(`no ${kind} mail to ${to} in the outbox`)
  return mail.link
}

/** A seeded user no other test signs in as (tiny seed user `n`), with its username and email. */
const spareUser = async (page: Page, userid: number) => {
  const staff = await signIn(page, "sysadmin", "/about")
  const { item } = await apiJson<{ item: { username: string; email: string } }>(
    page,
    `/v1/user/${userid}`,
    staff.sessionID,
  )
  await page.evaluate(() => window.localStorage.clear())
  return item
}

test("profile: view, edit the first name and phone; the update sends only the changed fields", async ({
  page,
}) => {
  const { userID } = await signIn(page, "acme.admin", "/dashboard")
  await page.goto(`/profile/${userID}`)
  await expect(page.getByRole("heading", { name: "User Profile" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Details" })).toBeVisible()
  await expect(page.getByText("Acme Manufacturing")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Edit" }).click()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByLabel("First Name").fill("Alicia")
  await page.getByRole("button", { name: /^Country:/ }).click()
  await page.getByRole("searchbox", { name: "Search countries" }).fill("united king")
  await page.getByRole("option", { name: /United Kingdom/ }).click()
  await page.getByLabel("Phone Number").fill("020 7946 0958")
  await page.getByLabel("Phone Number").blur()
  await expect(page.getByLabel("Phone Number")).toHaveValue("020 7946 0958")
  const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes(`/v1/user/${userID}`))
  await page.getByRole("button", { name: "Save" }).click()
  expect((await patch).postDataJSON()).toEqual({ firstname: "Alicia", phonenumber: "+442079460958" })
  await expect(page.getByText("Alicia Acheson").first()).toBeVisible()
  await expect(page.getByText("+44 20 7946 0958")).toBeVisible()
  // Personal access tokens (issue 26): created with the secret shown once, revoked after a question.
  const tokens = page.getByRole("region", { name: "Personal access tokens" })
  await tokens.getByLabel("Token name").fill("e2e runner")
  await tokens.getByLabel("Expires").selectOption({ label: "90 days" })
  await tokens.getByRole("button", { name: "Create token" }).click()
  await expect(tokens.getByText("Copy this token now: you will not see it again.")).toBeVisible()
  await expect(tokens.locator("code")).toHaveText(/^portal_pat_[A-Za-z0-9_-]{43}$/)
  await expect(tokens.getByRole("listitem").filter({ hasText: "e2e runner" })).toContainText(
    "Last used never",
  )
  expect(await seriousViolations(page)).toEqual([])
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, width, "the profile with a new token")
  }
  await tokens.getByRole("button", { name: "Done" }).click()
  await expect(tokens.locator("code")).toHaveCount(0)
  await tokens.getByRole("button", { name: "Revoke e2e runner" }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke", exact: true }).click()
  await expect(tokens.getByText('Revoked token "e2e runner"')).toBeVisible()
  await expect(tokens.getByText("You have no personal access tokens.")).toBeVisible()
})

test("email change: the confirm link from the outbox changes the address", async ({ page }) => {
  const user = await spareUser(page, 10)
  const { userID } = await signIn(page, user.username, "/dashboard")
  await page.goto(`/profile/${userID}`)
  const newEmail = `confirmed.${userID}@example.com`
  await page.getByLabel("New Email").fill("not-an-address")
  await page.getByRole("button", { name: "Send confirmation link" }).click()
  await expect(page.getByText("Invalid email address")).toBeVisible()
  await page.getByLabel("New Email").fill(newEmail)
  await page.getByRole("button", { name: "Send confirmation link" }).click()
  await expect(page.getByRole("status").filter({ hasText: "We have sent a confirmation link" })).toBeVisible()
  await expect(page.getByText(`Pending: ${newEmail}`)).toBeVisible()
  expect(await mailedLink(page, "email-change-cancel", user.email)).toMatch(/^\/cancel-email-change\//)
  const link = await mailedLink(page, "email-change-confirm", newEmail)
  await page.evaluate(() => window.localStorage.clear())
  await page.goto(link)
  await expect(page.getByRole("heading", { name: "Confirm Email Change" })).toBeVisible()
  await expect(page.getByRole("status")).toContainText(`Your email address is now ${newEmail}`)
  expect(await seriousViolations(page)).toEqual([])
  // The link works once.
  await page.goto(link)
  await expect(page.getByRole("alert")).toContainText("This link is not valid")
  await expect(
    page
      .getByRole("button", { name: "Back to Log In" })
      .or(page.getByRole("link", { name: "Back to Log In" })),
  ).toBeVisible()
})

test("email change: the cancel link from the outbox keeps the address", async ({ page }) => {
  const user = await spareUser(page, 11)
  const { userID, sessionID } = await signIn(page, user.username, "/dashboard")
  await page.goto(`/profile/${userID}`)
  const newEmail = `cancelled.${userID}@example.com`
  await page.getByLabel("New Email").fill(newEmail)
  await page.getByRole("button", { name: "Send confirmation link" }).click()
  await expect(page.getByText(`Pending: ${newEmail}`)).toBeVisible()
  const link = await mailedLink(page, "email-change-cancel", user.email)
  await page.goto(link)
  await expect(page.getByRole("heading", { name: "Cancel Email Change" })).toBeVisible()
  await expect(page.getByRole("status")).toContainText("The email change has been cancelled")
  expect(await seriousViolations(page)).toEqual([])
  const { item } = await apiJson<{ item: { email: string } }>(page, `/v1/user/${userID}`, sessionID)
  expect(item.email).toBe(user.email)
})

/**
 * A country lookup on the portal's own origin (the page's `connect-src` allows only the configured
 * lookup's origin, which is unset in the e2e server): answers GB and counts its calls. The lookup's
 * address (and `config`) go into the configuration every page comes with.
 */
const fakeCountryLookup = async (page: Page, config: Record<string, unknown> = {}) => {
  const calls: Array<string> = []
  await page.route("**/__country-lookup", async (route) => {
    calls.push(route.request().url())
    await route.fulfill({ json: { country: "GB" } })
  })
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback()
    const response = await route.fetch()
    const countryLookupUrl = new URL("/__country-lookup", route.request().url()).href
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="portal-config">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) =>
        `${open}${JSON.stringify({ ...JSON.parse(json), countryLookupUrl, ...config })}${close}`,
    )
    const headers = { ...response.headers() }
    delete headers["content-encoding"]
    delete headers["content-length"]
    await route.fulfill({ status: response.status(), headers, body: html })
  })
  return calls
}

test("profile phone input: an empty number starts in the looked-up country", async ({ page }) => {
  const lookups = await fakeCountryLookup(page)
  // globex.user has no phone number on file (tiny seed) until the contact confirmation below.
  const { userID } = await signIn(page, "globex.user", "/dashboard")
  await page.goto(`/profile/${userID}`)
  await page.getByRole("button", { name: "Edit" }).click()
  await expect(page.getByRole("button", { name: /^Country: United Kingdom/ })).toBeVisible()
  expect(lookups).toHaveLength(1)
  await page.getByRole("button", { name: "Cancel" }).click()
})

test("contact confirmation with a UK number (irPhonesFlag on)", async ({ page }) => {
  // The confirm screen turns the lookup off (spec section 7): configured, it is still not called.
  const lookups = await fakeCountryLookup(page, { irPhonesFlag: true })
  await signIn(page, "globex.user", "/dashboard")
  // The policy comes first (globex.user has not accepted it yet), then the contact confirmation.
  const notice = page.getByRole("region", { name: "Terms of Use and Privacy Policy" })
  await expect(notice).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await notice.getByRole("button", { name: "I accept" }).click()
  await expect(notice).toHaveCount(0)
  const dialog = page.getByRole("dialog", { name: "Please confirm your contact info" })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const submit = dialog.getByRole("button", { name: "Looks good!" })
  await expect(submit).toBeDisabled()
  await expect(dialog.getByRole("button", { name: /^Country: United States/ })).toBeVisible()
  expect(lookups).toEqual([])
  await dialog.getByRole("button", { name: /^Country:/ }).click()
  await page.getByRole("searchbox", { name: "Search countries" }).fill("kingdom")
  await page.getByRole("option", { name: /United Kingdom/ }).click()
  const input = dialog.getByPlaceholder("Phone Number")
  await input.fill("07911123456")
  // Formatting is off while focused, on at blur.
  await expect(input).toHaveValue("07911123456")
  await input.blur()
  await expect(input).toHaveValue("07911 123456")
  // A successful save reloads the navigation data at once, before 'Continue' (spec section 7).
  const reload = page.waitForRequest((r) => r.method() === "GET" && r.url().endsWith("/v1/leftmenu"))
  await submit.click()
  await expect(dialog.getByRole("status")).toHaveText("Thank you, your phone number is saved.")
  await expect(input).toHaveCount(0)
  await reload
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole("button", { name: "Continue" }).click()
  await expect(dialog).toHaveCount(0)
})

test("policy acceptance: the notice shows until accepted", async ({ page }) => {
  await signIn(page, "acme.user", "/about")
  const notice = page.getByRole("region", { name: "Terms of Use and Privacy Policy" })
  await expect(notice).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await notice.getByRole("button", { name: "I accept" }).click()
  await expect(notice).toHaveCount(0)
  await page.reload()
  await expect(
    page.getByRole("heading", { name: "About the product" }).or(page.locator("main h1")),
  ).toBeVisible()
  await expect(notice).toHaveCount(0)
})
