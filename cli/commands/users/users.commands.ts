import { Option } from "commander"
import { USERS_LIST_CHOICES } from "./users-list-options.ts"
import type { RegisterCommands } from "../command.types.ts"
import { addListOutputOptions, listAction } from "../shared/list-output.options.ts"

const write = () => import("./users-write.command.ts")

/** `portal users list | show | create | update | activate | deactivate | transfer | check`. */
export const registerUsersCommands: RegisterCommands = (program, host) => {
  const users = program
    .command("users")
    .summary("list, show, create and update users; check many accounts against a file")
    .description(
      "Users of your company (staff: every company), with the rules of the Users screen: company admins manage their own company, staff all; nobody deactivates themselves or raises their own role.",
    )
  addListOutputOptions(users.command("list").summary("list users (a table, --json or --format csv)"), "user")
    .option("--search <text>", "match first or last name, username or email")
    .addOption(new Option("--active <status>", "status filter").choices(USERS_LIST_CHOICES.active))
    .addOption(
      new Option("--sort <field>", "sort field (default firstname)").choices(USERS_LIST_CHOICES.sort),
    )
    .addOption(new Option("--direction <dir>", "sort direction").choices(USERS_LIST_CHOICES.direction))
    .option("--page <n>", "page number, from 1")
    .option("--page-size <n>", "users per page, 1 to 1000 (default 24)")
    .action(listAction(host, () => import("./users-list.command.ts")))
  users
    .command("show")
    .summary("show a user's record, sign-in count and permissions")
    .argument("<id>", "user id")
    .action((id: string) => host.execute(() => import("./users-show.command.ts"), { id }))
  users
    .command("create")
    .summary("create a user; the complete-setup link is mailed to them")
    .requiredOption("--username <name>", "sign-in name (no spaces)")
    .requiredOption("--email <address>", "email address")
    .requiredOption("--firstname <name>", "first name")
    .requiredOption("--lastname <name>", "last name")
    .requiredOption("--role <id>", "role id: 3 company admin, 4 company user (staff: 2, 11 in company 1)")
    .requiredOption("--company <id>", "company id")
    .option("--phone <number>", "phone number, international form")
    .option("--extension <ext>", "phone extension")
    .action((options) => host.execute(() => write().then((m) => m.create), options))
  users
    .command("update")
    .summary("change a user's name, email or phone (only the fields given)")
    .argument("<id>", "user id")
    .option("--firstname <name>", "first name")
    .option("--lastname <name>", "last name")
    .option("--email <address>", "email address")
    .option("--phone <number>", "phone number ('' clears it)")
    .option("--extension <ext>", "phone extension")
    .action((id: string, options) => host.execute(() => write().then((m) => m.update), { id, ...options }))
  for (const [name, summary] of [
    ["activate", "let a deactivated user sign in again"],
    ["deactivate", "stop a user signing in and end their sessions"],
  ] as const)
    users
      .command(name)
      .summary(summary)
      .argument("<id>", "user id")
      .action((id: string) => host.execute(() => write().then((m) => m[name]), { id }))
  users
    .command("transfer")
    .summary("move a customer account to another customer company (staff)")
    .requiredOption("-u, --user <name>", "username or email of the user to move")
    .requiredOption("-c, --company <id>", "id of the company to move them to")
    .addHelpText(
      "after",
      "\nStaff and sales representatives stay in the provider's company; company admins and users move between customer companies only. Their tickets stay with the former company; their sessions end.\n\nExamples:\n  $ portal users transfer --user acme.user --company 3",
    )
    .action((options: { user: string; company: string }) =>
      host.execute(() => import("./users-transfer.command.ts"), options),
    )
  users
    .command("check")
    .summary("check many accounts against a CSV or JSON file; exit 1 on any difference")
    .description(
      "Each row names an account by username or email and may expect a company (name or id), role (name or id), active (yes/no), phone (yes/no: a number on file) or phonenumber. Reports each row by its line in the file: ok, mismatch (which fields), missing, out of scope (the row expects a company you cannot see), invalid (which cells) or duplicate (which line named the account first). --extra lists the accounts in your scope that the file omits. --fix prints the planned changes (activate, deactivate, phone), then asks (--yes for scripts).",
    )
    .requiredOption(
      "--file <path>",
      "users.csv (with a header line) or users.json (an array of objects); - reads standard input",
    )
    .option("--fix", "apply safe fixes: activation and phone")
    .option("--yes", "apply --fix without asking")
    .addOption(new Option("--reporter <kind>", "table (default) or junit").choices(["table", "junit"]))
    .option("--out <file>", "where --reporter junit writes its XML")
    .option(
      "--concurrency <n>",
      "searches at once when accounts are looked up one by one, 1 to 32 (default 8)",
    )
    .option("--all", "list matching rows too")
    .option("--extra", "list the accounts in your scope that no row names (exit 1 when there are any)")
    .addHelpText(
      "after",
      "\nExamples:\n  $ portal users check --file users.csv --extra\n  $ curl -s https://hr.example.com/users.csv | portal users check --file - --reporter junit --out users.xml",
    )
    .action((options) =>
      host.execute(() => import("./users-check.command.ts").then((m) => m.command), options),
    )
}
