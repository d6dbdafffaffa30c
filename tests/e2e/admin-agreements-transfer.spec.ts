import { expect, type Locator, type Page, test } from "@playwright/test"
import { transferRoleRefusals } from "../../core/domain/admin/transfer.ts"
import { PORTAL_COMPANY_ID } from "../../core/domain/users/user-rules.ts"
import { seriousViolations } from "./support/axe.ts"
import { apiJson, expectNoSidewaysScroll, signIn } from "./support/portal.ts"
import { shotForEyes } from "./support/shots.ts"

/** /admin: staff edit a company's agreements and transfer a user to another company. */

const shoot = async (page: Page, name: string, region: Locator) => {
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shotForEyes(region, `admin-${name}-${width}`)
    await expectNoSidewaysScroll(page, width, name)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Chooses the option whose text matches (selectOption takes exact labels only). */
const choose = async (select: Locator, text: RegExp) => {
  const option = select.locator("option").filter({ hasText: text }).first()
  await expect(option).toBeAttached()
  await select.selectOption((await option.getAttribute("value"))!)
}

const agreementsSection = (page: Page) => page.getByRole("region", { name: "Company agreements" })
const transferSection = (page: Page) => page.getByRole("region", { name: "Transfer a user" })

/**
 * Searches the transfer's users and waits for the answer. The section ignores a search or a choice
 * while it loads (the Transfer button is disabled meanwhile): on opening it loads the companies and
 * then the users, so a search sent before is dropped, and a user chosen from the old list while the
 * search runs is lost when its answer lands. Under load both happened; wait for the idle button.
 */
const findUsers = async (section: Locator, search: string, options = 2) => {
  const idle = section.getByRole("button", { name: "Transfer user" })
  await expect(idle).toBeEnabled()
  await section.getByLabel("Find the user to transfer (name, username or email)").fill(search)
  await section.getByRole("button", { name: "Find users" }).click()
  await expect(idle).toBeEnabled()
  // Each search of this file answers one user or none: the placeholder and that user.
  await expect(section.getByLabel("User to transfer", { exact: true }).locator("option")).toHaveCount(options)
}

test("staff rename and deactivate an agreement, the change is there after a reload, and put it back", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { sessionID } = await signIn(page, "sysadmin", "/admin")
  const { agreementInfo } = await apiJson<{
    agreementInfo: Array<{ agreementid: number; agreementname: string; active: boolean }>
  }>(page, "/v1/company/4/agreements", sessionID)
  const first = agreementInfo.find((a) => a.active)!
  const section = agreementsSection(page)
  await choose(section.getByLabel("Company", { exact: true }), /^Initech Systems/)
  const name = section.getByLabel(`Name of agreement ${first.agreementid}`)
  await expect(name).toHaveValue(first.agreementname)
  await shoot(page, "agreements", section)
  expect(await seriousViolations(page)).toEqual([])

  // A blank name is refused on the screen, naming the agreement; nothing is sent.
  await name.fill("  ")
  await section.getByRole("button", { name: "Save agreements" }).click()
  await expect(section.getByRole("alert")).toHaveText(
    `Agreement name is required (agreement ${first.agreementid})`,
  )
  // The message belongs to the field: described by it, marked invalid, and the focus is there.
  await expect(name).toHaveAccessibleDescription(
    `Agreement name is required (agreement ${first.agreementid})`,
  )
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await expect(name).toBeFocused()

  await name.fill(`${first.agreementname} E2E`)
  await section.getByRole("checkbox", { name: `Active agreement ${first.agreementid}` }).uncheck()
  await section.getByRole("button", { name: "Save agreements" }).click()
  const dialog = page.getByRole("alertdialog", { name: "Deactivate 1 agreement?" })
  await expect(dialog).toContainText(`${first.agreementname} E2E (#${first.agreementid})`)
  await dialog.getByRole("button", { name: "Deactivate and save" }).click()
  await expect(page.getByText("Saved: 1 agreement changed")).toBeVisible()

  await page.reload()
  await choose(agreementsSection(page).getByLabel("Company", { exact: true }), /^Initech Systems/)
  await expect(agreementsSection(page).getByLabel(`Name of agreement ${first.agreementid}`)).toHaveValue(
    `${first.agreementname} E2E`,
  )
  await expect(
    agreementsSection(page).getByRole("checkbox", { name: `Inactive agreement ${first.agreementid}` }),
  ).not.toBeChecked()

  // Back as it was (activating asks nothing).
  await agreementsSection(page).getByLabel(`Name of agreement ${first.agreementid}`).fill(first.agreementname)
  await agreementsSection(page)
    .getByRole("checkbox", { name: `Inactive agreement ${first.agreementid}` })
    .check()
  await agreementsSection(page).getByRole("button", { name: "Save agreements" }).click()
  await expect(page.getByText("Saved: 1 agreement changed")).toBeVisible()
  const after = await apiJson<{
    agreementInfo: Array<{ agreementid: number; agreementname: string; active: boolean }>
  }>(page, "/v1/company/4/agreements", sessionID)
  expect(after.agreementInfo.find((a) => a.agreementid === first.agreementid)).toMatchObject({
    agreementname: first.agreementname,
    active: true,
  })
})

test("staff transfer a user to another company after reading what moves; the role rule's refusals show", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { sessionID } = await signIn(page, "sysadmin", "/admin")
  const username = `e2e.move.${Date.now()}`
  const created = await page.request.post("/v1/user", {
    headers: { authorization: `EC ${sessionID}` },
    data: {
      username,
      email: `${username}@example.com`,
      firstname: "Morgan",
      lastname: "Mover",
      roleid: 4,
      companyid: 2,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const section = transferSection(page)

  // Staff and sales reps stay with the provider (issue 22): they are not even offered (issue 24).
  await findUsers(section, username)
  await findUsers(section, "sales.rep", 1)
  await expect(
    section
      .getByLabel("User to transfer", { exact: true })
      .locator("option")
      .filter({ hasText: "(sales.rep)" }),
  ).toHaveCount(0)

  await findUsers(section, username)
  await choose(
    section.getByLabel("User to transfer", { exact: true }),
    new RegExp(`\\(${username.replaceAll(".", "\\.")}\\), Acme Manufacturing`),
  )
  // A customer account never moves into the provider's company.
  await section.getByLabel("Move to company").selectOption({ value: String(PORTAL_COMPANY_ID) })
  await section.getByRole("button", { name: "Transfer user" }).click()
  await expect(section.getByRole("alert")).toHaveText(transferRoleRefusals.intoProvider)
  await section.getByLabel("Move to company").selectOption({ label: "Globex Logistics" })
  await expect(section).toContainText("Moves with the user: the user record")
  await expect(section).toContainText("Stays with Acme Manufacturing: tickets the user raised")
  await shoot(page, "transfer", section)
  expect(await seriousViolations(page)).toEqual([])
  await section.getByRole("button", { name: "Transfer user" }).click()
  const dialog = page.getByRole("alertdialog", { name: `Move ${username} to Globex Logistics?` })
  await expect(dialog).toContainText("Stays with Acme Manufacturing")
  await dialog.getByRole("button", { name: "Transfer" }).click()
  const moved = `${username} moved to Globex Logistics; their tickets stay with their former company`
  await expect(page.getByRole("status").filter({ hasText: moved }).first()).toBeVisible()

  await page.reload()
  await findUsers(transferSection(page), username)
  await expect(transferSection(page).getByLabel("User to transfer", { exact: true })).toContainText(
    `(${username}), Globex Logistics`,
  )
})

test("a company admin's /admin has neither agreements nor transfer, and the calls are refused", async ({
  page,
}) => {
  const { sessionID } = await signIn(page, "acme.admin", "/admin")
  await expect(page.getByRole("heading", { name: "Impersonation log" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Company agreements" })).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Transfer a user" })).toHaveCount(0)
  const agreements = await page.request.get("/v1/company/2/agreements", {
    headers: { authorization: `EC ${sessionID}` },
  })
  expect(agreements.status()).toBe(403)
  const transfer = await page.request.post("/v1/admin/transfer", {
    headers: { authorization: `EC ${sessionID}` },
    data: { userID: 4, companyID: 3 },
  })
  expect(transfer.status()).toBe(403)
})
