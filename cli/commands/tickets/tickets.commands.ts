import { type Command, Option } from "commander"
import { CLOSE_REASONS } from "../../../core/domain/tickets/customer-close.ts"
import { EXPORT_FILE_NAME } from "../../../core/domain/tickets/export.ts"
import { TICKET_SORT_FIELDS } from "../../../core/domain/tickets/sort.ts"
import type { RegisterCommands } from "../command.types.ts"
import { addListOutputOptions, listAction } from "../shared/list-output.options.ts"
import { TICKETS_HELP } from "./tickets.help.ts"

/** The `/tickets` URL filters as options (list and export). */
const addFilterOptions = (command: Command): Command =>
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

/** `portal tickets list | show | create | comment | close | reopen | export`, each driving a ticket machine. */
export const registerTicketsCommands: RegisterCommands = (program, host) => {
  const tickets = program
    .command("tickets")
    .summary("list, show, create, comment on, close, reopen and export service tickets")
    .description(
      "Service tickets of your company: the same machines and rules as the Service Tickets screens.",
    )
    .addHelpText("after", TICKETS_HELP.group)

  addListOutputOptions(
    addFilterOptions(tickets.command("list").summary("list tickets (a table, --json or --format csv)"))
      .description(
        "List service tickets one page at a time (or every page with --all), with the filters of the /tickets URL.",
      )
      .option("--page <n>", "page number, from 1")
      .option("--page-size <n>", "tickets per page, 1 to 1000 (default 25)"),
    "ticket",
  )
    .addHelpText("after", TICKETS_HELP.list)
    .action(listAction(host, () => import("./tickets-list.command.ts")))

  tickets
    .command("show")
    .summary("show one ticket with its activity and files")
    .description("Show a service ticket: its fields, activity timeline and attached files.")
    .argument("<id>", "ticket id")
    .addHelpText("after", TICKETS_HELP.show)
    .action((id: string) => host.execute(() => import("./tickets-show.command.ts"), { id }))

  tickets
    .command("create")
    .summary("open a new service ticket")
    .description(
      "Open a new service ticket. The form's rules apply: agreement, location, problem and contact are required.",
    )
    .option("--agreement <id>", "agreement id (required)")
    .option("--location <id>", "location id under the agreement (required)")
    .option("--equipment <id>", "equipment id at the location")
    .option("--problem <text>", "what is wrong (required, at most 2000 characters)")
    .addOption(
      new Option("--severity <level>", "1 Critical Down, 2 Critical Degraded, 3 Non-Critical").choices([
        "1",
        "2",
        "3",
      ]),
    )
    .option("--contact <name>", "contact name (default: your name; at most 100 characters)")
    .option("--contact-phone <phone>", "contact phone")
    .option("--contact-email <email>", "contact email")
    .option("--reference <id>", "your reference (customer reference id, at most 50 characters)")
    .addHelpText("after", TICKETS_HELP.create)
    .action((options) => host.execute(() => import("./tickets-create.command.ts"), options))

  tickets
    .command("comment")
    .summary("comment on a ticket and/or attach files")
    .description("Add a comment to a service ticket, attach files (at most 10 MB each), or both.")
    .argument("<id>", "ticket id")
    .option("--text <comment>", "the comment (at most 2000 characters)")
    .option("--attach <files...>", "files to attach")
    .addHelpText("after", TICKETS_HELP.comment)
    .action((id: string, options: { text?: string; attach?: Array<string> }) =>
      host.execute(() => import("./tickets-comment.command.ts"), { id, ...options }),
    )

  tickets
    .command("close")
    .summary("close an open ticket: with a solution (provider staff) or a reason (the customer)")
    .description(
      "Close an open service ticket: status closed, completed now; its subscribers are notified. Provider staff give the solution; the ticket's contact, creator or company admin gives a reason.",
    )
    .argument("<id>", "ticket id")
    .option("--solution <text>", "what was done (provider staff; at most 4000 characters)")
    .addOption(new Option("--reason <reason>", "why the customer closes it").choices(CLOSE_REASONS))
    .option("--text <text>", "the reason's details (required with --reason other; at most 2000 characters)")
    .addHelpText("after", TICKETS_HELP.close)
    .action((id: string, options: { solution?: string; reason?: string; text?: string }) =>
      host.execute(() => import("./tickets-close.command.ts"), { id, ...options }),
    )

  tickets
    .command("reopen")
    .summary("reopen a ticket closed within the reopen period (the customer)")
    .description(
      "Reopen a closed service ticket with a comment: status open again; its subscribers are notified. The ticket's contact, creator or company admin, within the reopen period (default 14 days).",
    )
    .argument("<id>", "ticket id")
    .option("--comment <text>", "why it needs work again (required, at most 2000 characters)")
    .addHelpText("after", TICKETS_HELP.reopen)
    .action((id: string, options: { comment?: string }) =>
      host.execute(() => import("./tickets-reopen.command.ts"), { id, ...options }),
    )

  addFilterOptions(tickets.command("export").summary("save every matching ticket as an .xlsx file"))
    .description("Export every ticket matching the filters (no paging) to a spreadsheet.")
    .option("--out <file.xlsx>", "where to save the spreadsheet", EXPORT_FILE_NAME)
    .option("--force", "replace the file when it exists")
    .addHelpText("after", TICKETS_HELP.export)
    .action((options) => host.execute(() => import("./tickets-export.command.ts"), options))
}
