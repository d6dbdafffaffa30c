import type { AreaDocs } from "./operation-doc.ts"

type ViewKeys = "tickets.views" | "tickets.saveView" | "tickets.renameView" | "tickets.deleteView"

/** Docs of the saved views of the ticket list (issue 28), part of the records area's docs. */
export const savedViewOperationDocs: Pick<AreaDocs<"tickets">, ViewKeys> = {
  "tickets.views": {
    summary: "Saved views of the ticket list",
    description:
      "The caller's saved views by name, each with the number of tickets it shows now, and the count of the built-in My tickets.",
  },
  "tickets.saveView": {
    summary: "Save a view",
    description:
      "Keeps the ticket list's URL query (without the page) under a name unique among the caller's views, whatever its case; 409 naming the name when taken, or past 20 views.",
  },
  "tickets.renameView": {
    summary: "Rename a view",
    description: "Renames one of the caller's views; 404 for another user's view, 409 for a taken name.",
  },
  "tickets.deleteView": {
    summary: "Delete a view",
    description: "Deletes one of the caller's views; 404 for another user's view.",
  },
}
