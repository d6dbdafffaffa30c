import { Argument, Option } from "commander"
import type { RegisterCommands } from "../command.types.ts"

/** `portal insights service|equipment|users [--period 3m] [--agreement id] [--location id] [--json]`. */
export const registerInsightsCommands: RegisterCommands = (program, host) => {
  program
    .command("insights")
    .summary("dashboard figures: service, equipment or users")
    .description(
      "The dashboard's figures as tables (or --json), from the same dashboard machine as /dashboard. " +
        "users is for company admins and staff.",
    )
    .addArgument(
      new Argument("<what>", "service, equipment or users").choices(["service", "equipment", "users"]),
    )
    .addOption(
      new Option("--period <months>", "whole months ending now, 1m to 36m (default: the company's setting)"),
    )
    .option("--agreement <id>", "narrow to one agreement")
    .option("--location <id>", "narrow to one location")
    .action((what: string, options: { period?: string; agreement?: string; location?: string }) =>
      host.execute(() => import("./insights.command.ts"), { what, ...options }),
    )
}
