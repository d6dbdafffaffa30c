import { type Command, CommanderError } from "commander"
import type { CliHost, CommandModule, GlobalOptions } from "./commands/command.types.ts"
import { buildProgram } from "./program.ts"
import { EXIT, errorJson, isCliError, oneLine } from "./runtime/cli-errors.ts"

// The only file of the CLI that parses arguments, prints and sets the exit code (HOUSE-STYLE 8).
// It stays light: command modules, effect, xstate and the machines load when a command runs.

interface Outcome {
  stdout: string
  exitCode: number
}

const write = (stream: NodeJS.WriteStream, text: string): Promise<void> =>
  new Promise((done) => (text === "" ? done() : stream.write(text, () => done())))

const ioFor = async (globals: GlobalOptions) => {
  const { promptPassword, readAllStdin, confirmOnTerminal } = await import("./runtime/password-prompt.ts")
  const { makeProgressDisplay } = await import("./runtime/progress-display.ts")
  const display = process.stderr.isTTY && globals.json !== true ? makeProgressDisplay(process.stderr) : null
  return {
    readPassword: process.stdin.isTTY ? (question: string) => promptPassword(question) : null,
    readStdin: process.stdin.isTTY
      ? null
      : (limit?: Parameters<typeof readAllStdin>[1]) => readAllStdin(process.stdin, limit),
    ...(process.stdin.isTTY
      ? {
          confirm: (question: string) => {
            display?.end()
            return confirmOnTerminal(question)
          },
        }
      : {}),
    ...(display ? { progress: display.update } : {}),
    end: () => display?.end(),
  }
}

/** Parses `argv`, runs the command, prints its result or one error line; returns the exit code. */
const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const outcome: Outcome = { stdout: "", exitCode: EXIT.ok }
  let program: Command | null = null
  const host: CliHost = {
    execute: async <O, R>(load: () => Promise<CommandModule<O, R>>, options: O) => {
      const globals = program!.opts<GlobalOptions>()
      const [{ makeCliDeps }, command, io] = await Promise.all([
        import("./runtime/cli-deps.ts"),
        load(),
        ioFor(globals),
      ])
      const deps = makeCliDeps({ ...globals, token: process.env.PORTAL_TOKEN }, io)
      try {
        const result = await command.run(options, deps)
        outcome.stdout =
          globals.json === true ? JSON.stringify(result, null, 2) : command.render(result, options)
        outcome.exitCode = command.exitCode?.(result) ?? EXIT.ok
      } finally {
        io.end()
        await deps.runtime.dispose()
      }
    },
  }
  program = buildProgram(host)
  try {
    await program.parseAsync([...argv], { from: "user" })
    await write(process.stdout, outcome.stdout === "" ? "" : `${outcome.stdout}\n`)
    return outcome.exitCode
  } catch (error) {
    // A parse error may come before commander has read --json: then the arguments say.
    const json = program.opts<GlobalOptions>().json === true || argv.includes("--json")
    return report(error, json)
  }
}

interface Failure {
  readonly tag: string
  readonly message: string
  readonly exitCode: number
}

const failureOf = (error: unknown): Failure | null => {
  if (error instanceof CommanderError) {
    if (error.exitCode === 0) return null
    // No command given: commander has printed the help on stderr.
    if (error.code === "commander.help") return { tag: "Usage", message: "", exitCode: EXIT.usage }
    const message = `${error.message.replace(/^error: /, "")} (see --help)`
    return { tag: "Usage", message, exitCode: EXIT.usage }
  }
  if (isCliError(error)) return { tag: error.tag, message: error.message, exitCode: error.exitCode }
  // A bug, not bad input: one line still, never a stack trace or a request body.
  const message = `unexpected failure: ${error instanceof Error ? error.message : String(error)}`
  return { tag: "Unexpected", message, exitCode: EXIT.failed }
}

/** One line on stderr: `portal: <message>`, or with --json `{ "error": { "tag", "message" } }`. */
const report = async (error: unknown, json: boolean): Promise<number> => {
  const failure = failureOf(error)
  if (failure === null) return EXIT.ok
  if (failure.message === "") return failure.exitCode
  const line = json ? errorJson(failure.tag, failure.message) : `portal: ${oneLine(failure.message)}`
  await write(process.stderr, `${line}\n`)
  return failure.exitCode
}

// stdout carries only the command's output (a table, --json, a junit file's path): diagnostics that
// libraries write through the console (the runtime's Effect logger, e.g. 'Impersonation start
// failed' while a flow replays a refused start) go to stderr, so `--json` stays parseable.
console.log = console.error
console.info = console.error
console.debug = console.error

// Entry file only (cli/bin.mjs imports it, `npm run portal` runs it): nothing else imports it.
process.exit(await main(process.argv.slice(2)))
