import { Option } from "commander"
import { CLOSE_REASONS } from "../../../core/domain/tickets/customer-close.ts"
import { EXPORT_FILE_NAME } from "../../../core/domain/tickets/export.ts"
import type { RegisterCommands } from "../command.types.ts"
import { addListOutputOptions, listAction } from "../shared/list-output.options.ts"
import { addFilterOptions } from "./ticket-filter.options.ts"
import { TICKETS_HELP } from "./tickets.help.ts"
import { registerViewCommands } from "./tickets-views.commands.ts"

/** `portal tickets list | show | create | comment | close | reopen | rate | watch | unwatch | export`, each driving a ticket machine. */
export const registerTicketsCommands: RegisterCommands = (program, host) => {
  const tickets = program
    .command("tickets")
    .summary("list, show, create, comment on, close, reopen, rate and export service tickets")
    .description(
      "Service tickets of your company: the same machines and rules as the Service Tickets screens.",
    )
    .addHelpText("after", TICKETS_HELP.group)

  addListOutputOptions(
    addFilterOptions(tickets.command("list").summary("list tickets (a table, --json or --format csv)"))
      .description(
        "List service tickets one page at a time (or every page with --all), with the filters of the /tickets URL.",
      )
      .option("--view <name>", "start from one of your saved views (the options above narrow it)")
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
    .option(
      "--attach <files...>",
      "files sent with the ticket (at most 10, 10 MB each); one refused creates nothing",
    )
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

  tickets
    .command("rate")
    .summary("rate a closed ticket 1-5 (its contact, once per close)")
    .description(
      "Rate how a closed service ticket was handled, from 1 (very poor) to 5 (very good), with an optional comment. Only the ticket's contact, once per close.",
    )
    .argument("<id>", "ticket id")
    .option("--score <n>", "1 to 5 (required)")
    .option("--comment <text>", "a comment (at most 2000 characters)")
    .action((id: string, options: { score?: string; comment?: string }) =>
      host.execute(() => import("./tickets-rate.command.ts"), { id, ...options }),
    )

  const watchCommand = (name: "watch" | "unwatch", summary: string) =>
    tickets
      .command(name)
      .summary(summary)
      .description(
        "Watchers hear of the ticket by their own notification settings, whatever locations they follow. Its contact, creator, company admin and staff add and remove anyone of its company; anyone watches or leaves it themselves.",
      )
      .argument("<id>", "ticket id")
      .option("--user <name>", "a colleague's username or email (default: you)")
      .addHelpText("after", TICKETS_HELP.watch)
  watchCommand("watch", "watch a ticket, or add a colleague as a watcher (--user)").action(
    (id: string, options: { user?: string }) =>
      host.execute(() => import("./tickets-watch.command.ts"), { id, ...options }),
  )
  watchCommand("unwatch", "stop watching a ticket, or take a watcher off (--user)").action(
    (id: string, options: { user?: string }) =>
      host.execute(() => import("./tickets-unwatch.command.ts"), { id, ...options }),
  )

  registerViewCommands(tickets, host)

  addFilterOptions(tickets.command("export").summary("save every matching ticket as an .xlsx file"))
    .description("Export every ticket matching the filters (no paging) to a spreadsheet.")
    .option("--out <file.xlsx>", "where to save the spreadsheet", EXPORT_FILE_NAME)
    .option("--force", "replace the file when it exists")
    .addHelpText("after", TICKETS_HELP.export)
    .action((options) => host.execute(() => import("./tickets-export.command.ts"), options))
}
