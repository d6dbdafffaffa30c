import { expect, type Page, test } from "@playwright/test"
import { signInWithForm } from "./support/portal.ts"

/**
 * The announcement's markup in the shell, as the browser sanitises it: with its own Sanitizer API
 * (`Element.setHTML`), and with DOMPurify where that API is missing (removed here before the app
 * loads). Both run the shared allow-list of core/domain/admin/banner-markup.ts. The banner answer is
 * replaced with hostile markup, as a compromised or older server could send. Signed in through the
 * form: the app then asks GET /v1/banner (a signed-in page loaded directly comes with its answer).
 */
const HOSTILE = [
  `<p id="top" name="alert" style="color:red" onclick="window.hacked=1">Planned <b>maintenance</b> tonight`,
  `<script>window.hacked=2</script><img src="/favicon.ico" onerror="window.hacked=3">`,
  `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="dot">`,
  `<a href="javascript:window.hacked=4">bad link</a><a href="data:text/html,<b>x</b>">data link</a>`,
  `<a href="https://status.example.com" title="Status">status page</a><a href="mailto:help@example.com">mail</a>`,
  `<style>body{display:none}</style><iframe src="https://example.com"></iframe>`,
  `<form action="https://example.com"><button formaction="javascript:1">Press</button><input value="x"></form>`,
  `<svg><script>window.hacked=5</script></svg><span data-kind="note" aria-label="note">note</span>`,
  `<details open><summary>More</summary>Details here</details></p>`,
].join("")

const serveBanner = (page: Page) =>
  page.route("**/v1/banner", (route) =>
    route.fulfill({
      json: {
        banner: {
          id: 9001,
          active: true,
          message: HOSTILE,
          status: "warning",
          startDate: null,
          endDate: null,
        },
      },
    }),
  )

async function checkAnnouncement(page: Page) {
  const announcement = page.getByRole("region", { name: "Site announcement" })
  await expect(announcement).toContainText("Planned maintenance tonight")
  const message = announcement.locator(".announcement-message")
  await expect(message.getByRole("link", { name: "status page" })).toHaveAttribute(
    "href",
    "https://status.example.com",
  )
  await expect(message.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:help@example.com")
  await expect(message.locator("b")).toHaveText("maintenance")
  await expect(message.locator("details summary")).toHaveText("More")
  await expect(message.locator("[data-kind=note]")).toHaveText("note")
  // What goes: scripts, styles, frames, forms and their controls, event handlers, styles, ids and names,
  // script and data: links; the wording of a removed button stays.
  const found = await message.evaluate((root) => ({
    banned: root.querySelectorAll("script, style, iframe, form, input, button, svg").length,
    handlers: [...root.querySelectorAll("*")].flatMap((el) =>
      [...el.attributes]
        .map((a) => a.name)
        .filter((n) => n.startsWith("on") || ["style", "id", "name"].includes(n)),
    ),
    hrefs: [...root.querySelectorAll("a")].map((a) => a.getAttribute("href")),
    images: [...root.querySelectorAll("img")].map((img) => [
      img.getAttribute("src"),
      img.getAttribute("alt"),
    ]),
    ariaLabel: root.querySelector("span")?.getAttribute("aria-label") ?? null,
    text: root.textContent ?? "",
  }))
  expect(found.banned).toBe(0)
  expect(found.handlers).toEqual([])
  expect(found.hrefs).toEqual([null, null, "https://status.example.com", "mailto:help@example.com"])
  expect(found.images).toEqual([
    ["/favicon.ico", ""],
    ["data:image/gif;base64,R0lGODlhAQABAAAAACw=", "dot"],
  ])
  expect(found.ariaLabel).toBe("note")
  expect(found.text).toContain("Press")
  expect(found.text).not.toContain("hacked")
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  await expect(page.locator("body")).toBeVisible()
}

test("the announcement is sanitised by the browser's Sanitizer API, with no DOMPurify download", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname)
  })
  await serveBanner(page)
  await signInWithForm(page, "acme.user", "/about")
  expect(await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe(
    "function",
  )
  await checkAnnouncement(page)
  expect(scripts.filter((s) => s.includes("purify"))).toEqual([])
})

test("without the Sanitizer API the announcement is sanitised by DOMPurify, loaded for it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML
  })
  const purify = page.waitForResponse((r) => new URL(r.url()).pathname.includes("purify"))
  await serveBanner(page)
  await signInWithForm(page, "acme.user", "/about")
  await purify
  await checkAnnouncement(page)
})
