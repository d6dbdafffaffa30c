import { Option } from "commander"
import { CONTRACT_CATEGORIES } from "../../../core/domain/equipment/contract-types.ts"
import { EQUIPMENT_SORT_FIELDS } from "../../../core/domain/equipment/fields.ts"
import type { RegisterCommands } from "../command.types.ts"
import { addListOutputOptions, listAction } from "../shared/list-output.options.ts"

/** `portal equipment list | show | request-change` and `portal agreements list | show`. */
export const registerEquipmentCommands: RegisterCommands = (program, host) => {
  const equipment = program
    .command("equipment")
    .summary("list and show equipment, request a change from the sales representative")
    .description("Equipment of your company: the same machines and rules as the Equipment screens.")
  addListOutputOptions(
    equipment.command("list").summary("list equipment (a table, --json or --format csv)"),
    "piece of equipment",
  )
    .description(
      "List equipment one page at a time with the filters of the /equipment URL. Without --contracttype the default filter applies (active agreements of the covered contract types).",
    )
    .option("--search <text>", "match equipment id, description, serial or model")
    .addOption(
      new Option("--sort <field>", "sort field (default description)").choices(EQUIPMENT_SORT_FIELDS),
    )
    .addOption(new Option("--direction <dir>", "sort direction").choices(["asc", "desc"]))
    .option("--agreements <ids>", "agreement ids, comma-separated")
    .option("--locations <ids>", "location ids, comma-separated")
    .option("--oem <names>", "manufacturers, comma-separated")
    .option("--sla <times>", "response times, comma-separated")
    .addOption(new Option("--contracttype <category>", "contract category").choices(CONTRACT_CATEGORIES))
    .addOption(new Option("--monitored <yes|no>", "monitored or not").choices(["yes", "no"]))
    .option("--account <id>", "staff and sales reps: one customer account (company id) in your scope")
    .option("--page <n>", "page number, from 1")
    .option("--page-size <n>", "pieces per page, 1 to 1000 (default 50)")
    .option("--columns <fields>", "columns to print (default: your saved choice), comma-separated")
    .action(listAction(host, () => import("./equipment-list.command.ts")))
  equipment
    .command("show")
    .summary("show one piece of equipment with its children, tickets and activity")
    .argument("<id>", "equipment id")
    .action((id: string) => host.execute(() => import("./equipment-show.command.ts"), { id }))
  equipment
    .command("request-change")
    .summary("mail a change request to the agreement's sales representative")
    .argument("<id>", "equipment id")
    .option("--message <text>", "what should change (required)")
    .action((id: string, options: { message?: string }) =>
      host.execute(() => import("./equipment-request.command.ts"), { id, ...options }),
    )

  const agreements = program
    .command("agreements")
    .summary("list agreements and show one with its record and locations")
  addListOutputOptions(agreements.command("list").summary("list your agreements"), "agreement").action(
    listAction(host, () => import("./agreements.command.ts").then((m) => m.list)),
  )
  agreements
    .command("show")
    .summary("show an agreement's full record and its locations")
    .argument("<id>", "agreement id")
    .action((id: string) => host.execute(() => import("./agreements.command.ts").then((m) => m.show), { id }))
}
