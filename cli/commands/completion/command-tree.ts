import type { Command } from "commander"

/** An option as completion offers it. */
export interface OptionSpec {
  /** `--status`, or null for a short-only option. */
  readonly long: string | null
  /** `-u`, or null. */
  readonly short: string | null
  readonly takesValue: boolean
  /** The values commander accepts (`.choices`), offered after the option. */
  readonly choices: ReadonlyArray<string>
  readonly description: string
}

/** A command of the tree: its words from `portal`, options, argument choices and subcommands. */
export interface CommandSpec {
  /** Words after `portal` (empty for `portal` itself), e.g. ["tickets", "list"]. */
  readonly path: ReadonlyArray<string>
  readonly description: string
  readonly options: ReadonlyArray<OptionSpec>
  /** Values its arguments accept (e.g. the notification events of `notifications subscribe`). */
  readonly argumentChoices: ReadonlyArray<string>
  readonly subcommands: ReadonlyArray<CommandSpec>
}

const HELP: OptionSpec = {
  long: "--help",
  short: "-h",
  takesValue: false,
  choices: [],
  description: "show help",
}

/** The commander tree as plain data, read from the program itself, so completion never drifts. */
export const commandTree = (command: Command, path: ReadonlyArray<string> = []): CommandSpec => ({
  path,
  description: command.summary() || command.description(),
  options: [
    ...command.options
      .filter((o) => !o.hidden)
      .map((o) => ({
        long: o.long ?? null,
        short: o.short ?? null,
        takesValue: o.required || o.optional,
        choices: o.argChoices ?? [],
        description: o.description,
      })),
    HELP,
  ],
  argumentChoices: command.registeredArguments.flatMap((a) => a.argChoices ?? []),
  subcommands: [
    ...command.commands.map((sub) => commandTree(sub, [...path, sub.name()])),
    ...(path.length === 0
      ? [
          {
            path: ["help"],
            description: "show help for a command",
            options: [],
            argumentChoices: [],
            subcommands: [],
          },
        ]
      : []),
  ],
})

/** Every command of the tree, `portal` itself first. */
export const flatten = (tree: CommandSpec): ReadonlyArray<CommandSpec> => [
  tree,
  ...tree.subcommands.flatMap(flatten),
]
