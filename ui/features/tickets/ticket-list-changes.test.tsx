import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { TicketListChanges } from "./ticket-list-changes.tsx"
import type { TicketListPageRef } from "./ticket-refs.ts"

/** A page whose context holds `changed`, as the ticket list page's does. */
const pageWith = (changed: ReadonlyArray<number>, stale = false) =>
  createActor(
    setup({ types: {} as { context: { changed: ReadonlyArray<number>; stale: boolean } } }).createMachine({
      context: { changed, stale },
    }),
  ).start() as unknown as TicketListPageRef

describe("TicketListChanges", () => {
  it("keeps an empty status region and no button while nothing changed", () => {
    const html = renderToStaticMarkup(<TicketListChanges page={pageWith([])} heading={{ current: null }} />)
    expect(html).toContain('role="status"')
    expect(html).toContain("data-empty")
    expect(html).not.toContain("Refresh")
  })

  it("counts the changed tickets in words beside Refresh", () => {
    expect(
      renderToStaticMarkup(<TicketListChanges page={pageWith([41])} heading={{ current: null }} />),
    ).toContain("1 ticket changed")
    const html = renderToStaticMarkup(
      <TicketListChanges page={pageWith([41, 42, 43])} heading={{ current: null }} />,
    )
    expect(html).toContain("3 tickets changed")
    expect(html).toContain(">Refresh</button>")
    expect(html).not.toContain("data-empty")
  })

  it("after a reset says tickets may have changed, with Refresh", () => {
    const html = renderToStaticMarkup(
      <TicketListChanges page={pageWith([], true)} heading={{ current: null }} />,
    )
    expect(html).toContain("Tickets may have changed")
    expect(html).toContain(">Refresh</button>")
  })
})
