import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { parseTicketListUrl } from "../../domain/tickets/list-url.ts"
import { savedViewTexts } from "../../domain/tickets/saved-views.ts"
import { messages } from "../../domain/validation/rules.ts"
import { Conflict, NotFound } from "../../schema/errors.ts"
import type { SavedView, SavedViewList } from "../../schema/saved-view.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { savedViewsMachine } from "./saved-views.machine.ts"
import { deleteViewQuestion } from "./saved-views.parts.ts"

const open: SavedView = { viewid: 4, name: "Open here", query: "status=open&locations=3", count: 12 }
const list: SavedViewList = { status: "success", items: [open], count: 1, mine: 5 }
const made: SavedView = { viewid: 5, name: "Mine closed", query: "status=closed&mine=1", count: 2 }

type Actors = Partial<Parameters<typeof savedViewsMachine.provide>[0]["actors"]>
const start = (actors: Actors = {}) =>
  createActor(
    savedViewsMachine.provide({
      actors: {
        listViews: resolves(list),
        saveView: resolves(made),
        renameView: resolves({ ...open, name: "Renamed" }),
        deleteView: resolves({ status: "success", message: savedViewTexts.deleted(open.name) }),
        ...actors,
      },
    }),
  ).start()

const ready = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches("ready"))

describe("savedViewsMachine", () => {
  it("loads the views and My tickets' count", async () => {
    const actor = start()
    await ready(actor)
    expect(actor.getSnapshot().context).toMatchObject({ views: [open], mine: 5, loadError: null })
  })

  it("saves the list's state as its URL query under the trimmed name, then loads again", async () => {
    const saves: unknown[] = []
    let loads = 0
    const actor = start({
      saveView: resolves(made, saves),
      listViews: resolves(() => {
        loads += 1
        return list
      }),
    })
    await ready(actor)
    actor.send({
      type: "views.saveStart",
      params: parseTicketListUrl({ status: "closed", mine: "1", page: "3" }),
    })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "draft.nameChange", name: "  Mine closed " })
    actor.send({ type: "draft.submit" })
    await waitFor(actor, (s) => s.matches("loading"))
    await ready(actor)
    expect(saves).toEqual([{ name: "Mine closed", query: "status=closed&mine=1" }])
    expect(loads).toBe(2)
    expect(actor.getSnapshot().context).toMatchObject({
      done: savedViewTexts.saved("Mine closed"),
      draft: null,
    })
  })

  it("keeps a blank name in the form with the rule's words and calls nothing", async () => {
    const saves: unknown[] = []
    const actor = start({ saveView: resolves(made, saves) })
    await ready(actor)
    actor.send({ type: "views.saveStart", params: parseTicketListUrl({}) })
    actor.send({ type: "draft.submit" })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    expect(actor.getSnapshot().context.nameProblem).toBe(messages.required("Name"))
    actor.send({ type: "draft.nameChange", name: "x" })
    expect(actor.getSnapshot().context.nameProblem).toBeNull()
    actor.send({ type: "draft.cancel" })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    expect(saves).toEqual([])
  })

  it("puts a taken name's 409 at the name and keeps the draft; other failures stay errors", async () => {
    const taken = new Conflict({ message: savedViewTexts.duplicate, field: "name" })
    const actor = start({ saveView: rejects(taken) })
    await ready(actor)
    actor.send({ type: "views.saveStart", params: parseTicketListUrl({}) })
    actor.send({ type: "draft.nameChange", name: "Open here" })
    actor.send({ type: "draft.submit" })
    await waitFor(actor, (s) => s.matches("editing") && s.context.nameProblem !== null)
    expect(actor.getSnapshot().context).toMatchObject({ nameProblem: savedViewTexts.duplicate, error: null })
    expect(actor.getSnapshot().context.draft?.name).toBe("Open here")
    const full = start({ saveView: rejects(new Conflict({ message: savedViewTexts.tooMany })) })
    await ready(full)
    full.send({ type: "views.saveStart", params: parseTicketListUrl({}) })
    full.send({ type: "draft.nameChange", name: "One more" })
    full.send({ type: "draft.submit" })
    await waitFor(full, (s) => s.matches("editing") && s.context.error !== null)
    expect(full.getSnapshot().context.error?.message).toBe(savedViewTexts.tooMany)
  })

  it("renames a view from its current name", async () => {
    const renames: unknown[] = []
    const actor = start({ renameView: resolves({ ...open, name: "Renamed" }, renames) })
    await ready(actor)
    actor.send({ type: "views.renameStart", viewid: open.viewid })
    expect(actor.getSnapshot().context.draft).toEqual({ kind: "rename", name: "Open here", viewid: 4 })
    actor.send({ type: "draft.nameChange", name: "Renamed" })
    actor.send({ type: "draft.submit" })
    expect(actor.getSnapshot().matches("renaming")).toBe(true)
    await ready(actor)
    expect(renames).toEqual([{ viewid: 4, name: "Renamed" }])
    expect(actor.getSnapshot().context.done).toBe(savedViewTexts.renamed("Renamed"))
  })

  it("asks before deleting; cancel keeps it, confirm deletes; a failure is kept as the error", async () => {
    const deletes: unknown[] = []
    const actor = start({ deleteView: resolves({ status: "success", message: "gone" }, deletes) })
    await ready(actor)
    actor.send({ type: "views.deleteAsk", viewid: open.viewid })
    expect(actor.getSnapshot().matches("confirming")).toBe(true)
    expect(deleteViewQuestion(open).body).toBe(savedViewTexts.deleteQuestion("Open here"))
    actor.send({ type: "views.deleteCancel" })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    actor.send({ type: "views.deleteAsk", viewid: open.viewid })
    actor.send({ type: "views.deleteConfirm" })
    await ready(actor)
    expect(deletes).toEqual([{ viewid: 4 }])
    expect(actor.getSnapshot().context.done).toBe("gone")
    const failing = start({ deleteView: rejects(new NotFound({ message: savedViewTexts.notFound("4") })) })
    await ready(failing)
    failing.send({ type: "views.deleteAsk", viewid: open.viewid })
    failing.send({ type: "views.deleteConfirm" })
    await waitFor(failing, (s) => s.matches("ready") && s.context.error !== null)
    expect(failing.getSnapshot().context).toMatchObject({ deleting: null, error: { _tag: "NotFound" } })
  })

  it("an unknown view asks nothing and renames nothing", async () => {
    const actor = start()
    await ready(actor)
    actor.send({ type: "views.deleteAsk", viewid: 99 })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    actor.send({ type: "views.renameStart", viewid: 99 })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
  })
})
