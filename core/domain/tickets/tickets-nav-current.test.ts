import { describe, expect, it } from "vitest"
import { currentTicketsLink } from "./tickets-nav-current.ts"

const views = [
  { viewid: 4, query: "status=open&locations=3" },
  { viewid: 7, query: "status=closed&mine=1" },
]

describe("currentTicketsLink: one Service Tickets link is the page", () => {
  it.each([
    ["/tickets", "", "tickets"],
    ["/tickets", "?status=open", "open"],
    ["/tickets", "status=closed&page=3", "closed"],
    ["/tickets", "mine=1", "mine"],
    ["/tickets", "?mine=1&page=2", "mine"],
    ["/tickets", "status=open&locations=3", "view-4"],
    ["/tickets", "?locations=3&status=open&page=5", "view-4"],
    ["/tickets", "mine=1&status=closed", "view-7"],
    // A filtered list that is no view: the status' link, or none for every status.
    ["/tickets", "status=open&locations=9", "open"],
    ["/tickets", "status=all&locations=9", null],
    ["/tickets/12", "", null],
    ["/dashboard", "mine=1", null],
  ] as const)("%s?%s marks %s", (path, search, current) => {
    expect(currentTicketsLink(path, search, views)).toBe(current)
  })

  it("a saved view equal to a built-in link is the one marked (the list shows its name)", () => {
    const same = [
      { viewid: 9, query: "mine=1" },
      { viewid: 10, query: "status=open" },
    ]
    expect(currentTicketsLink("/tickets", "mine=1", same)).toBe("view-9")
    expect(currentTicketsLink("/tickets", "status=open", same)).toBe("view-10")
  })
})
