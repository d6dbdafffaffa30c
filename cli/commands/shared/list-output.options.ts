import { type Command, Option } from "commander"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliHost, CommandModule } from "../command.types.ts"

/** How a list prints: a table (with its footer), JSON (the global --json) or CSV (RFC 4180). */
export const LIST_FORMATS = ["table", "json", "csv"] as const
export type ListFormat = (typeof LIST_FORMATS)[number]

/** `--all` and `--format` as every list command takes them. */
export interface ListOutputOptions {
  readonly all?: boolean | undefined
  readonly format?: ListFormat | undefined
}

/** Adds `--all` and `--format table|json|csv` to a list command. */
export const addListOutputOptions = (command: Command, what: string): Command =>
  command
    .option(
      "--all",
      `every ${what}: the pages are fetched in turn (1000 at a time unless --page-size), with a progress line on a terminal`,
    )
    .addOption(
      new Option(
        "--format <format>",
        "table (default), json (same as --json) or csv (RFC 4180, a header row)",
      ).choices(LIST_FORMATS),
    )

/**
 * The action of a list command: `--format json` is the global `--json` (so errors come as JSON
 * too); `--json` beside another `--format` is refused rather than one silently winning.
 */
export const listAction =
  <O extends ListOutputOptions, R>(
    host: CliHost,
    load: () => Promise<CommandModule<O, R>>,
    extra: Partial<O> = {},
  ) =>
  (options: O, command: Command): Promise<void> => {
    let root = command
    while (root.parent !== null) root = root.parent
    const json = root.opts<{ json?: boolean }>().json === true
    if (json && options.format !== undefined && options.format !== "json")
      throw usageError(`give either --json or --format ${options.format}, not both`)
    if (options.format === "json") root.setOptionValue("json", true)
    return host.execute(load, { ...options, ...extra })
  }
