import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { DataCards } from "./data-cards.tsx"
import type { DataColumn } from "./data-table.types.ts"
import { isFirstLoad, SKELETON_COUNT } from "./list-skeleton.tsx"

interface Row {
  readonly id: number
  readonly problem: string
  readonly status: string
  readonly site: string
  readonly model: string
}

const columns: ReadonlyArray<DataColumn<Row, "id">> = [
  { id: "id", label: "Ticket", cell: (r) => `#${r.id}`, sortField: "id" },
  { id: "status", label: "Status", cell: (r) => r.status, card: "badge" },
  { id: "problem", label: "Problem", cell: (r) => r.problem, card: "lead" },
  { id: "site", label: "Site", cell: (r) => r.site },
  { id: "model", label: "Model", cell: (r) => r.model },
  { id: "hidden", label: "Hidden", cell: () => "", card: "none" },
]

const render = (rows: ReadonlyArray<Row> | null, busy: boolean) =>
  renderToStaticMarkup(
    <DataCards
      label="Service tickets"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowHeader="id"
      busy={busy}
      empty="No tickets."
    />,
  )

const count = (html: string, part: string) => html.split(part).length - 1

describe("the list's first load (shared by every list's cards and table)", () => {
  it.each([
    [null, true, true],
    [[], true, true],
    [null, false, false],
    [[], false, false],
    [[{ id: 1, problem: "p", status: "Open", site: "s", model: "m" }], true, false],
  ] as const)("rows %j, busy %s: placeholders %s", (rows, busy, shown) => {
    expect(isFirstLoad(rows, busy)).toBe(shown)
  })

  it("stands placeholder cards built like the real ones (a line per lead and field) where the rows will be, hidden from assistive technology", () => {
    const html = render(null, true)
    expect(html).toContain('<div class="data-cards list-skeleton" aria-hidden="true"')
    expect(count(html, '<div class="data-card">')).toBe(SKELETON_COUNT)
    expect(count(html, '<p class="data-card-lead">')).toBe(SKELETON_COUNT)
    // Site and Model are fields; the badge sits in the head, and a column kept off cards is left out.
    expect(count(html, '<div class="data-card-field">')).toBe(2 * SKELETON_COUNT)
    expect(html).not.toContain("Hidden")
    expect(html).not.toContain("No tickets.")
  })

  it("shows the empty text only once the list has loaded, and no placeholders with the rows", () => {
    expect(render([], true)).not.toContain("No tickets.")
    expect(render([], false)).toContain("No tickets.")
    expect(render([], false)).not.toContain("list-skeleton")
    const loaded = render([{ id: 7, problem: "Leaks", status: "Open", site: "Plant", model: "X" }], false)
    expect(loaded).not.toContain("list-skeleton")
    expect(loaded).toContain("#7")
  })
})
