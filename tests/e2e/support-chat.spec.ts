import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./support/axe.ts"
import { expectNoSidewaysScroll, sideNav, signIn } from "./support/portal.ts"
import { shotForEyes } from "./support/shots.ts"

/**
 * The built-in support chat (issue 29; PORTAL_CHAT_URL unset in e2e): a customer writes from the
 * widget, staff in another browser see it arrive in /admin and answer, the customer reads the answer
 * without a reload, and staff turn the conversation into a ticket. Both sides follow the live stream.
 */
const WIDTHS = [390, 800, 1280] as const

const openChat = async (page: Page) => {
  await page.getByRole("button", { name: "Chat with us" }).click()
  const chat = page.getByRole("region", { name: "Support chat" })
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeVisible()
  return chat
}

const checkWidths = async (page: Page, name: string) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expectNoSidewaysScroll(page, width, `${name} at ${width}px`)
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([])
    await shotForEyes(page, `support-chat-${name}-${width}`)
  }
}

test("a customer writes, staff answer live from /admin, the customer reads it without reload; staff make it a ticket", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  try {
    await signIn(staff, "sysadmin", "/admin")
    const inbox = staff.getByRole("region", { name: "Support chats" })
    await expect(inbox.getByRole("status")).toContainText("open conversation")

    await signIn(page, "acme.user", "/dashboard")
    const chat = await openChat(page)
    await expect(chat.getByText("Write to our support team")).toBeVisible()
    const question = `Label printer smears <b>every</b> third label ${Date.now()}`
    await chat.getByRole("textbox", { name: "Your message" }).fill(`  ${question}  `)
    await chat.getByRole("button", { name: "Send" }).click()
    const log = chat.getByRole("log", { name: "Messages" })
    await expect(log.getByText(question, { exact: true })).toBeVisible()
    // Plain text as written: the markup is shown, never rendered.
    await expect(log.locator("b")).toHaveCount(0)
    await expect(chat.getByRole("textbox", { name: "Your message" })).toHaveValue("")

    // Staff had /admin open already: the new conversation arrives through the live stream.
    const item = inbox.getByRole("button", { name: new RegExp(question.slice(-13)) })
    await expect(item).toBeVisible({ timeout: 15_000 })
    await item.click()
    const answerBox = inbox.getByRole("textbox", { name: /^Answer / })
    await answerBox.fill("A technician is on the way")
    await answerBox.press("Control+Enter")
    await expect(
      inbox.getByRole("log", { name: "Messages" }).getByText("A technician is on the way"),
    ).toBeVisible()

    // The customer reads the answer without reloading, from support.
    await expect(log.getByText("A technician is on the way")).toBeVisible({ timeout: 15_000 })
    await expect(log.getByText(/\(Support\)/)).toBeVisible()

    await checkWidths(page, "widget")
    await staff.setViewportSize({ width: 1280, height: 900 })
    await checkWidths(staff, "inbox")

    await inbox.getByRole("button", { name: "Turn into a ticket" }).click()
    const ticketLink = inbox.getByRole("link", { name: /Service Ticket #\d+/ })
    await expect(ticketLink).toBeVisible()
    const ticketName = (await ticketLink.textContent()) ?? ""
    // The customer hears it too: closed, continuing as the ticket.
    await expect(chat.getByRole("status")).toContainText(`continues as ${ticketName}`, { timeout: 15_000 })
    await ticketLink.click()
    await expect(staff).toHaveURL(/\/tickets\/\d+$/)
    await expect(staff.getByRole("heading", { name: ticketName, level: 1 })).toBeVisible()
    await expect(staff.getByText(question).first()).toBeVisible()

    // Keyboard: the widget closes with its close link, reached and followed by keys.
    const close = chat.getByRole("link", { name: "Close" })
    await close.focus()
    await page.keyboard.press("Enter")
    await expect(chat).toBeHidden()
    await page.getByRole("button", { name: "Chat with us" }).focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("region", { name: "Support chat" })).toBeVisible()
  } finally {
    await staffContext.close()
  }
})

test("a sales rep finds Admin with the support chats alone; staff see every section", async ({ page }) => {
  await signIn(page, "sales.rep", "/dashboard")
  await sideNav(page).getByRole("link", { name: "Admin" }).click()
  await expect(page.getByRole("region", { name: "Support chats" })).toBeVisible()
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Support chats"])
  await page.getByRole("button", { name: "Chat with us" }).click()
  await expect(
    page.getByRole("region", { name: "Support chat" }).getByRole("link", { name: /Support chats/ }),
  ).toBeVisible()
})

test("the keyboard stays with the chat: opening focuses the message box, Escape and Close return to the button", async ({
  page,
}) => {
  await signIn(page, "globex.user", "/dashboard")
  const button = page.getByRole("button", { name: "Chat with us" })
  const chat = page.getByRole("region", { name: "Support chat" })
  await button.focus()
  await page.keyboard.press("Enter")
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeFocused()
  // No blank space under the form of a conversation without messages.
  const panel = await chat.boundingBox()
  const form = await chat.locator("form").boundingBox()
  expect(panel!.y + panel!.height - (form!.y + form!.height)).toBeLessThan(24)
  await page.keyboard.press("Escape")
  await expect(chat).toHaveCount(0)
  await expect(button).toBeFocused()
  await button.click()
  await expect(chat.getByRole("textbox", { name: "Your message" })).toBeFocused()
  await chat.getByRole("link", { name: "Close", exact: true }).click()
  await expect(button).toBeFocused()
})
