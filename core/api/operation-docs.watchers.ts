import type { AreaDocs } from "./operation-doc.ts"

/** Docs of the ticket watchers (issue 28). */
export const watcherOperationDocs: AreaDocs<"watchers"> = {
  "watchers.list": {
    summary: "A ticket's watchers",
    description:
      "`TicketWatchers`: the users who watch the ticket, by name, with whether the caller may remove each, may manage them all (`canManage`) or watch it themselves (`canWatch`), and the bound (`max`).",
  },
  "watchers.candidates": {
    summary: "Colleagues who could watch a ticket",
    description:
      "Active users of the ticket's company other than the caller who do not watch it, whose name, username or address contains `search`; the first 20 by name. 403 for a caller who may not manage the watchers.",
  },
  "watchers.add": {
    summary: "Watch a ticket",
    description:
      "Makes `userid` (the caller when absent) a watcher: they hear of the ticket's events by their own delivery choices, whatever locations they follow. Adding a watcher twice answers the list unchanged. 400 naming `userid` for anyone but an active user of the ticket's company, 403 for a caller who is neither its contact, creator, company admin nor staff (anyone may watch it themselves), 409 past 20 watchers.",
  },
  "watchers.remove": {
    summary: "Stop watching a ticket",
    description:
      "Takes a watcher off: the watcher themselves, or the ticket's contact, creator, company admin or staff. 404 when the user does not watch it.",
  },
}
