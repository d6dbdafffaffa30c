import { Command, CommanderError, Option } from "commander"
import { VERSION } from "../core/domain/constants.ts"
import type { CliHost, CommandModule, GlobalOptions } from "./commands/command.types.ts"
import { commandGroups } from "./commands/groups.ts"
import { EXIT, errorJson, isCliError, oneLine } from "./runtime/cli-errors.ts"

// The only file of the CLI that parses arguments, prints and sets the exit code (HOUSE-STYLE 8).
// It stays light: command modules, effect, xstate and the machines load when a command runs.

const EXAMPLES = `
Environment:
  PORTAL_API_URL       same as --api (needed once: 'portal login' stores the API with the session)
  PORTAL_SESSION_FILE  same as --session
  PORTAL_PASSWORD      password for 'portal login' (or pipe it: --password-stdin)
  PORTAL_TOKEN         a personal access token ('portal token create'): every command acts as its
                       owner instead of the session file (not for tokens, password, email, impersonate)

Exit codes: 0 done, 1 request refused or failed, 2 bad usage, 3 not signed in, 4 server unreachable,
130 cancelled (Ctrl-C). With --json, errors are JSON on stderr: { "error": { "tag", "message" } }.

Examples:
  $ portal --api http://localhost:4310 login --username acme.user
  $ portal whoami
  $ echo "$PW" | portal login -u acme.user --password-stdin --json
  $ portal logout`

interface Outcome {
  stdout: string
  exitCode: number
}

const buildProgram = (host: CliHost): Command => {
  const program = new Command("portal")
    .description("Service Portal from the terminal: sign in and work with the same machines as the web UI.")
    .version(VERSION, "-V, --version", "print the portal version")
    .addOption(
      new Option(
        "--api <url>",
        "portal server origin (default: the server the session file signed in to, else http://localhost:4310)",
      ).env("PORTAL_API_URL"),
    )
    .addOption(
      new Option("--session <file>", "session file (created with mode 0600)")
        .env("PORTAL_SESSION_FILE")
        .default(".portal-session.json"),
    )
    .option("--json", "print results as JSON on stdout (no progress display)")
    .helpOption("-h, --help", "show help")
    .helpCommand("help [command]", "show help for a command")
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .addHelpText("after", EXAMPLES)
  for (const register of commandGroups) register(program, host)
  return program
}

const write = (stream: NodeJS.WriteStream, text: string): Promise<void> =>
  new Promise((done) => (text === "" ? done() : stream.write(text, () => done())))

const ioFor = async (globals: GlobalOptions) => {
  const { promptPassword, readAllStdin, confirmOnTerminal } = await import("./runtime/password-prompt.ts")
  const { makeProgressDisplay } = await import("./runtime/progress-display.ts")
  const display = process.stderr.isTTY && globals.json !== true ? makeProgressDisplay(process.stderr) : null
  return {
    readPassword: process.stdin.isTTY ? (question: string) => promptPassword(question) : null,
    readStdin: process.stdin.isTTY ? null : readAllStdin,
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
