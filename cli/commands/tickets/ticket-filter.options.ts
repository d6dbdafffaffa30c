import { type Command, Option } from "commander"
import { TICKET_SORT_FIELDS } from "../../../core/domain/tickets/sort.ts"

/** The `/tickets` URL filters as options (list and export). */
export const addFilterOptions = (command: Command): Command =>
  command
    .addOption(
      new Option("--status <status>", "open, closed (closed, pending, canceled) or all").choices([
        "all",
        "open",
        "closed",
      ]),
    )
    .option("--search <text>", "match problem, ticket id, model, serial, equipment, reference or contact")
    .addOption(new Option("--sort <field>", "sort field (default ticketid)").choices(TICKET_SORT_FIELDS))
    .addOption(new Option("--direction <dir>", "sort direction (default desc)").choices(["asc", "desc"]))
    .option("--agreements <ids>", "agreement ids, comma-separated")
    .option("--locations <ids>", "location ids, comma-separated")
    .option("--equipment <serials>", "equipment serial numbers, comma-separated")
    .option("--contactname <names>", "contact names, comma-separated")
    .option("--calldate <start:end>", "created between two ISO dates, e.g. 2026-01-01:2026-03-31")
    .option("--completeddate <start:end>", "completed between two ISO dates")
    .option("--mine", "My tickets: raised by you or naming you as contact")
