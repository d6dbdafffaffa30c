import { type CommandSpec, flatten, type OptionSpec } from "./command-tree.ts"

/** The shells `portal completion` writes a script for. */
export const SHELLS = ["bash", "zsh", "fish"] as const
export type Shell = (typeof SHELLS)[number]

const key = (spec: CommandSpec) => spec.path.join(" ")
const flags = (o: OptionSpec) => [o.long, o.short].filter((f): f is string => f !== null)
const subNames = (spec: CommandSpec) => spec.subcommands.map((s) => s.path.at(-1)!)
/** A command's subcommands, argument values and options, then the global options (not --version). */
const words = (spec: CommandSpec, globals: ReadonlyArray<OptionSpec>) =>
  [
    ...new Set([
      ...subNames(spec),
      ...spec.argumentChoices,
      ...spec.options.flatMap((o) => (o.long ? [o.long] : flags(o))),
      ...(spec.path.length === 0
        ? []
        : globals.flatMap((o) => (o.long && o.long !== "--version" ? [o.long] : []))),
    ]),
  ].join(" ")

const caseLines = (entries: ReadonlyArray<readonly [string, string]>) =>
  entries
    .filter(([, value]) => value !== "")
    .map(([pattern, value]) => `    "${pattern}") echo "${value}" ;;`)

/** Bash (and zsh through bashcompinit): the command path is the words that name subcommands. */
const bash = (tree: CommandSpec): string => {
  const all = flatten(tree)
  const valued = [...new Set(all.flatMap((c) => c.options.filter((o) => o.takesValue).flatMap(flags)))]
  const choices = all.flatMap((c) =>
    c.options
      .filter((o) => o.choices.length > 0)
      .map((o) => [`${key(c)}|${o.long}`, o.choices.join(" ")] as const),
  )
  return [
    "# portal completion for bash, generated from the portal command tree ('portal completion bash')",
    "_portal_subcommands() {",
    '  case "$1" in',
    ...caseLines(all.map((c) => [key(c), subNames(c).join(" ")] as const)),
    "  esac",
    "}",
    "_portal_words() {",
    '  case "$1" in',
    ...caseLines(all.map((c) => [key(c), words(c, tree.options)] as const)),
    "  esac",
    "}",
    "_portal_values() {",
    '  case "$1|$2" in',
    ...caseLines(choices),
    "  esac",
    "}",
    "_portal() {",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${...}
    '  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" path="" w i values',
    "  for ((i = 1; i < COMP_CWORD; i++)); do",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${...}
    '    w="${COMP_WORDS[i]}"',
    '    [[ "$w" == -* ]] && continue',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${...}
    '    [[ " $(_portal_subcommands "$path") " == *" $w "* ]] && path="${path:+$path }$w"',
    "  done",
    '  values="$(_portal_values "$path" "$prev")"',
    '  if [[ -n "$values" ]]; then COMPREPLY=($(compgen -W "$values" -- "$cur")); return; fi',
    // An option's own value (a URL, a file, a name): the shell's default (file names).
    `  case "$prev" in ${valued.join("|")}) COMPREPLY=(); return ;; esac`,
    '  COMPREPLY=($(compgen -W "$(_portal_words "$path")" -- "$cur"))',
    "}",
    "complete -o default -F _portal portal",
    "",
  ].join("\n")
}

const fishText = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`

const fishOption = (condition: string, o: OptionSpec): string =>
  [
    "complete -c portal",
    ...(condition === "" ? [] : ["-n", fishText(condition)]),
    ...(o.long ? ["-l", o.long.slice(2)] : []),
    ...(o.short ? ["-s", o.short.slice(1)] : []),
    ...(o.takesValue ? ["-r"] : []),
    ...(o.choices.length > 0 ? ["-f", "-a", fishText(o.choices.join(" "))] : []),
    "-d",
    fishText(o.description),
  ].join(" ")

/** Fish: one `complete` line per subcommand and option, under a condition on the command path. */
const fish = (tree: CommandSpec): string => {
  const lines = flatten(tree).flatMap((c) => {
    const at = `__portal_at ${fishText(key(c))}`
    return [
      ...c.subcommands.map(
        (s) =>
          `complete -c portal -f -n ${fishText(at)} -a ${fishText(s.path.at(-1)!)} -d ${fishText(s.description)}`,
      ),
      ...(c.argumentChoices.length > 0
        ? [`complete -c portal -f -n ${fishText(at)} -a ${fishText(c.argumentChoices.join(" "))}`]
        : []),
      ...c.options.map((o) => fishOption(c.path.length === 0 ? "" : at, o)),
    ]
  })
  return [
    "# portal completion for fish, generated from the portal command tree ('portal completion fish')",
    "function __portal_subcommands",
    '    switch "$argv[1]"',
    ...flatten(tree)
      .filter((c) => c.subcommands.length > 0)
      .flatMap((c) => [
        `        case ${fishText(key(c))}`,
        `            printf '%s\\n' ${subNames(c).join(" ")}`,
      ]),
    "    end",
    "end",
    "function __portal_at",
    "    set -l path",
    "    for w in (commandline -opc)[2..-1]",
    "        string match -q -- '-*' $w; and continue",
    '        contains -- $w (__portal_subcommands "$path"); and set path (string trim -- "$path $w")',
    "    end",
    '    test "$path" = "$argv[1]"',
    "end",
    ...lines,
    "",
  ].join("\n")
}

/** The completion script of `shell` for the whole command tree. */
export const completionScript = (shell: Shell, tree: CommandSpec): string => {
  if (shell === "fish") return fish(tree)
  const script = bash(tree)
  if (shell === "bash") return script
  return `#compdef portal\n# portal completion for zsh (bash's, through zsh's bashcompinit)\nautoload -U +X bashcompinit && bashcompinit\n${script}`
}
