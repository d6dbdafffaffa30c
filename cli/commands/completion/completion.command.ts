import type { CommandSpec } from "./command-tree.ts"
import { completionScript, type Shell } from "./completion-scripts.ts"

export interface CompletionOptions {
  readonly shell: Shell
  readonly tree: CommandSpec
}

/** `portal completion <shell>`: the script, generated from the command tree it was given. */
export const run = async (options: CompletionOptions): Promise<string> =>
  completionScript(options.shell, options.tree)

export const render = (script: string): string => script.trimEnd()
