import type { Command } from "commander"
import type { CliHost } from "../command.types.ts"
import { addFilterOptions } from "./ticket-filter.options.ts"

const load = () => import("./tickets-views.command.ts")

/** `portal tickets views list|save|rename|delete`: your saved views of the ticket list (issue 28). */
export const registerViewCommands = (tickets: Command, host: CliHost): void => {
  const views = tickets
    .command("views")
    .summary("your saved views of the ticket list: list, save, rename, delete")
    .addHelpText(
      "after",
      "\nExamples:\n  $ portal tickets views save 'Open at plant 2' --status open --locations 12\n  $ portal tickets list --view 'Open at plant 2'\n  $ portal tickets list --mine",
    )
  views
    .command("list")
    .summary("My tickets and your views, each with its ticket count and /tickets link")
    .action(() => host.execute(load, { action: "list" }))
  addFilterOptions(views.command("save").summary("save the filters given as a view under a name"))
    .argument("<name>", "a name unique among your views (any case)")
    .action((name: string, options: object) => host.execute(load, { action: "save", name, ...options }))
  views
    .command("rename")
    .summary("rename one of your views")
    .argument("<name>")
    .argument("<new-name>")
    .action((name: string, newName: string) => host.execute(load, { action: "rename", name, newName }))
  views
    .command("delete")
    .summary("delete one of your views (the tickets stay as they are)")
    .argument("<name>")
    .action((name: string) => host.execute(load, { action: "delete", name }))
}
