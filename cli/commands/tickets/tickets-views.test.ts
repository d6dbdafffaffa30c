import { describe, expect, it } from "vitest"
import { savedViewTexts } from "../../../core/domain/tickets/saved-views.ts"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as list from "./tickets-list.command.ts"
import * as views from "./tickets-views.command.ts"

const h = useCliHarness("acme.admin")

const failure = (error: unknown) =>
  isCliError(error) ? { exit: error.exitCode, tag: error.tag, message: error.message } : String(error)

describe("portal tickets views and list --view / --mine", () => {
  it("saves the options as a view, lists it with My tickets and counts the list gives", async () => {
    const saved = await h.run(
      views,
      { action: "save", name: "Open mine", status: "open", mine: true },
      h.as(),
    )
    expect(saved.message).toBe(savedViewTexts.saved("Open mine"))
    expect(saved.views.map((v) => [v.name, v.link])).toEqual([
      ["My tickets", "/tickets?mine=1"],
      ["Open mine", "/tickets?status=open&mine=1"],
    ])
    const mine = await h.run(list, { mine: true }, h.as())
    expect(mine.url).toEqual({ mine: "1" })
    expect(saved.views[0]!.count).toBe(mine.count)
    const viewed = await h.run(list, { view: "OPEN MINE" }, h.as())
    expect(viewed.url).toEqual({ status: "open", mine: "1" })
    expect(viewed.count).toBe(saved.views[1]!.count)
    expect(viewed.items.every((t) => t.ticketstatus === "O")).toBe(true)
    const narrowed = await h.run(list, { view: "Open mine", status: "closed" }, h.as())
    expect(narrowed.url).toEqual({ status: "closed", mine: "1" })
    expect(views.render(saved)).toContain("Open mine")
  })

  it("renames and deletes by name; a taken name is refused by the server, a blank one before sending", async () => {
    await h.run(views, { action: "save", name: "Closed", status: "closed" }, h.as())
    const taken = failure(
      await h.fail(views, { action: "rename", name: "closed", newName: "open MINE" }, h.as()),
    )
    expect(taken).toMatchObject({ exit: 1, tag: "Conflict" })
    expect((taken as { message: string }).message).toContain(savedViewTexts.duplicate)
    const blank = failure(await h.fail(views, { action: "save", name: "  " }, h.as()))
    expect(blank).toMatchObject({ exit: 2, tag: "Usage" })
    const renamed = await h.run(views, { action: "rename", name: "closed", newName: "All closed" }, h.as())
    expect(renamed.message).toBe(savedViewTexts.renamed("All closed"))
    const deleted = await h.run(views, { action: "delete", name: "all closed" }, h.as())
    expect(deleted.views.map((v) => v.name)).toEqual(["My tickets", "Open mine"])
    const unknown = failure(await h.fail(list, { view: "nothing like it" }, h.as()))
    expect(unknown).toMatchObject({ exit: 1, tag: "NotFound" })
  })
})
