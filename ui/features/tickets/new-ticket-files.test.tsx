// @vitest-environment jsdom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { newTicketMachine } from "../../../core/machines/new-ticket/new-ticket.machine.ts"
import { NewTicketFiles } from "./new-ticket-files.tsx"
import type { NewTicketPageRef } from "./ticket-refs.ts"

let host: HTMLDivElement
let root: Root
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  host = document.createElement("div")
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

/** The form machine alone; the files section sends to it as it would to the page that forwards. */
const startForm = () => {
  const form = createActor(newTicketMachine, { input: { defaults: { contactname: "Ann Lee" } } }).start()
  act(() =>
    root.render(<NewTicketFiles form={form} page={form as unknown as NewTicketPageRef} disabled={false} />),
  )
  return form
}
const file = (name: string, size: number) => ({
  id: name,
  name,
  size,
  body: new Blob([new Uint8Array(size)]),
})
const names = () => [...host.querySelectorAll(".upload-name")].map((e) => e.textContent)

describe("NewTicketFiles", () => {
  it("lists added files with their sizes and a remove button each; Remove takes one off before sending", () => {
    const form = startForm()
    act(() =>
      form.send({ type: "files.add", files: [file("readings.csv", 1500), file("photo.jpg", 2_200_000)] }),
    )
    expect(names()).toEqual(["readings.csv", "photo.jpg"])
    expect([...host.querySelectorAll(".upload-status")].map((e) => e.textContent)).toEqual(["1 KB", "2.1 MB"])
    const remove = host.querySelector<HTMLButtonElement>('button[aria-label="Remove readings.csv"]')
    expect(remove?.textContent).toBe("Remove")
    act(() => remove!.click())
    expect(names()).toEqual(["photo.jpg"])
    expect(form.getSnapshot().context.files.map((f) => f.name)).toEqual(["photo.jpg"])
  })

  it("refuses an empty file with the attachment rule's reason, naming it", () => {
    const form = startForm()
    act(() => form.send({ type: "files.add", files: [file("empty.txt", 0)] }))
    expect(names()).toEqual([])
    expect(host.querySelector('[role="alert"]')?.textContent).toContain("empty.txt")
  })

  it("shows the drop zone under a Files legend and no list while nothing is chosen", () => {
    startForm()
    expect(host.querySelector("legend")?.textContent).toBe("Files")
    expect(host.querySelector('ul[aria-label="Files to send"]')).toBeNull()
  })
})
