import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, type Page, test } from "@playwright/test"
import { parseEventLog } from "../../core/eventlog/log.schema.ts"
import { avatarButton, DEMO_PASSWORD, signInWithForm } from "./support/portal.ts"
import { ticketTable } from "./support/tickets.ts"
import { seriousViolations } from "./support/axe.ts"

const BIN = join(import.meta.dirname, "../../cli/bin.mjs")
const dir = mkdtempSync(join(tmpdir(), "portal-trace-e2e-"))
test.afterAll(() => (process.env.KEEP_TRACES ? undefined : rmSync(dir, { recursive: true, force: true })))

/** `portal flow replay --trace <file>` as QA or support runs it: offline, no server. */
const replayInCli = (file: string) => {
  const run = spawnSync(process.execPath, [BIN, "flow", "replay", "--trace", file], {
    encoding: "utf8",
    timeout: 60_000,
  })
  return { code: run.status, output: `${run.stdout}${run.stderr}` }
}

/** Saves the download a trigger starts and returns its file and text. */
async function saveDownload(page: Page, trigger: () => Promise<void>, name: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), trigger()])
  expect(download.suggestedFilename()).toMatch(/^portal-trace-\d{4}-\d\d-\d\dT[\d-]+Z\.json$/)
  const file = join(dir, name)
  await download.saveAs(file)
  return { file, text: readFileSync(file, "utf8") }
}

/** Signs in, sorts the ticket list twice, and opens About through the user menu (same page load). */
async function workInTheList(page: Page) {
  await signInWithForm(page, "acme.user", "/tickets")
  const problem = ticketTable(page).getByRole("columnheader", { name: "Problem" })
  await expect(ticketTable(page)).toHaveAttribute("aria-busy", "false")
  await problem.getByRole("button").click()
  await expect(problem).toHaveAttribute("aria-sort", "ascending")
  await expect(ticketTable(page)).toHaveAttribute("aria-busy", "false")
  await problem.getByRole("button").click()
  await expect(problem).toHaveAttribute("aria-sort", "descending")
  await expect(ticketTable(page)).toHaveAttribute("aria-busy", "false")
  await avatarButton(page).click()
  await page
    .getByRole("menu", { name: "User menu" })
    .getByRole("menuitem", { name: "About the product" })
    .click()
  await expect(page.getByRole("heading", { name: "About the product" })).toBeVisible()
}

test("a trace downloaded from the About page holds the session without passwords and replays in the CLI", async ({
  page,
}) => {
  await workInTheList(page)
  const { file, text } = await saveDownload(
    page,
    () => page.getByRole("button", { name: "Download session trace" }).click(),
    "about.json",
  )
  await expect(page.getByRole("status").filter({ hasText: /^Saved portal-trace-/ })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  expect(text).not.toContain(DEMO_PASSWORD)
  const log = parseEventLog(text)
  expect(log.source).toBe("browser")
  const events = log.entries.flatMap((e) => (e.kind === "event" ? [(e.event as { type: string }).type] : []))
  expect(events).toEqual(expect.arrayContaining(["auth.submit", "list.urlChange"]))
  const calls = log.entries.flatMap((e) =>
    e.kind === "http" ? [`${e.request.method} ${e.request.path}`] : [],
  )
  expect(calls).toEqual(
    expect.arrayContaining(["POST /v1/login", "GET /v1/leftmenu", "GET /v1/ticketdetails"]),
  )
  const replay = replayInCli(file)
  expect(replay.output).toMatch(/^PASS /m)
  expect(replay.output).toMatch(/flows: 1 passed, 0 failed/)
  expect(replay.code).toBe(0)
})

test("Ctrl+Shift+F9 saves the session trace from any screen", async ({ page }) => {
  await workInTheList(page)
  await page.goBack()
  await expect(ticketTable(page)).toBeVisible()
  const { file, text } = await saveDownload(
    page,
    () => page.keyboard.press("Control+Shift+F9"),
    "shortcut.json",
  )
  expect(text).not.toContain(DEMO_PASSWORD)
  const replay = replayInCli(file)
  expect(replay.output).toMatch(/flows: 1 passed, 0 failed/)
  expect(replay.code).toBe(0)
})
