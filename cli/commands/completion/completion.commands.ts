import { Argument, type Command } from "commander"
import type { RegisterCommands } from "../command.types.ts"
import { commandTree } from "./command-tree.ts"

const SHELLS = ["bash", "zsh", "fish"] as const

const HELP = `
Install (then open a new shell):
  bash  $ portal completion bash > ~/.local/share/bash-completion/completions/portal
  zsh   $ portal completion zsh > "\${fpath[1]}/_portal"
  fish  $ portal completion fish > ~/.config/fish/completions/portal.fish`

/** `portal completion bash|zsh|fish`: a completion script for every command and option. */
export const registerCompletionCommands: RegisterCommands = (program, host) => {
  program
    .command("completion")
    .summary("print a shell completion script (bash, zsh or fish)")
    .description("Print a completion script for the shell, generated from portal's own commands and options.")
    .addArgument(new Argument("<shell>", "the shell").choices(SHELLS))
    .addHelpText("after", HELP)
    .action((shell: (typeof SHELLS)[number], _options: object, command: Command) => {
      let root = command
      while (root.parent !== null) root = root.parent
      return host.execute(() => import("./completion.command.ts"), { shell, tree: commandTree(root) })
    })
}
