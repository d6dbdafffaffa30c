// @vitest-environment jsdom
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { DataCards } from "./data-cards.tsx"
import type { DataColumn } from "./data-table.types.ts"

interface Person {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly mayEdit: boolean
}

const columns: ReadonlyArray<DataColumn<Person, "name">> = [
  { id: "name", label: "Name", cell: (p) => p.name },
  { id: "email", label: "Email", cell: (p) => p.email },
  { id: "actions", label: "Actions", cell: (p) => (p.mayEdit ? <button type="button">Edit</button> : null) },
]

let container: HTMLElement
afterEach(() => container.remove())

const render = (rows: ReadonlyArray<Person>) => {
  container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <DataCards
        label="People"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowHeader="name"
        busy={false}
        empty="None."
      />,
    ),
  )
  return [...container.querySelectorAll("li")].map((card) =>
    [...card.querySelectorAll("dt")].map((dt) => dt.textContent),
  )
}

describe("data cards", () => {
  it("leave out a field with nothing to show for that row, and keep it where there is", () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const labels = render([
      { id: 1, name: "Own account", email: "me@example.com", mayEdit: false },
      { id: 2, name: "Colleague", email: "them@example.com", mayEdit: true },
    ])
    expect(labels).toEqual([["Email"], ["Email", "Actions"]])
  })
})
