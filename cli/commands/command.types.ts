import type { Command } from "commander"
import type { InspectionEvent } from "xstate"
import type { PortalRuntime } from "../../core/runtime/portal-runtime.ts"
import type { CliPlace } from "../runtime/config-dir.ts"
import type { SessionSource } from "../runtime/session-source.ts"
import type { StdinLimit } from "../runtime/password-prompt.ts"
import type { TransportDiagnostics } from "../runtime/transport-diagnostics.ts"

/** Options every command sees (set on `portal` itself). */
export interface GlobalOptions {
  /** `--api` or `PORTAL_API_URL`; undefined when neither is given (the session file's API is used). */
  readonly api: string | undefined
  /** `--session` or PORTAL_SESSION_FILE; undefined: the profile (or the old ./.portal-session.json). */
  readonly session: string | undefined
  /** `--profile` or PORTAL_PROFILE; undefined: the default profile. */
  readonly profile: string | undefined
  readonly json: boolean
  /** `PORTAL_TOKEN`: a personal access token used instead of the session file (read by main.ts). */
  readonly token?: string | undefined
}

/** One step of a long task, shown on stderr in a terminal (never with --json). */
export interface Progress {
  readonly label: string
  readonly done: number
  readonly total: number | null
}

/** What a command may use. Built by `makeCliDeps`; tests build it over a temp session file. */
export interface CliDeps {
  /** Backend origin, e.g. `http://localhost:4310`. */
  readonly api: string
  /** The API the session file's keys belong to (null: nothing stored, or a file from before v2). */
  readonly sessionApi: string | null
  /** Path of the session file behind `runtime.storage`. */
  readonly sessionFile: string
  /** Why that file: `--session`, a profile in the config folder, or the old ./.portal-session.json. */
  readonly sessionSource: SessionSource
  /** The working folder, environment, platform and home the config folder comes from. */
  readonly place: CliPlace
  readonly runtime: PortalRuntime
  /** Asks for a password without echo; null without a terminal. */
  readonly readPassword: ((question: string) => Promise<string>) | null
  /** Reads all of standard input (`--password-stdin`; `--file -` with its own limit); null when stdin is a terminal. */
  readonly readStdin: ((limit?: StdinLimit) => Promise<string>) | null
  readonly progress: (update: Progress) => void
  /** Asks a yes/no question on the terminal (stderr); absent without a terminal. */
  readonly confirm?: (question: string) => Promise<boolean>
  /** Why the last request got no answer, for 'cannot reach' messages. */
  readonly transport: TransportDiagnostics
  /** The event-log seam: every actor a command starts passes its events here when set. */
  readonly inspectorFor?: (machine: string) => (event: InspectionEvent) => void
}

/** A command module: `run` returns data (printed as JSON with --json), `render` makes it text. */
export interface CommandModule<O, R> {
  readonly run: (options: O, deps: CliDeps) => Promise<R>
  /** The result as text; `options` are the command's own (e.g. `--verbose`). */
  readonly render: (result: R, options: O) => string
  /** Exit code after printing the result (e.g. a flow run with a failed step); 0 when absent. */
  readonly exitCode?: (result: R) => number
}

/** What `cli/main.ts` gives command groups: the only way a command's result reaches the terminal. */
export interface CliHost {
  /** Loads the command module on demand (keeps `--help` light), runs it, prints its result. */
  readonly execute: <O, R>(load: () => Promise<CommandModule<O, R>>, options: O) => Promise<void>
}

/** A command group adds its commands to the program: `export const registerX: RegisterCommands`. */
export type RegisterCommands = (program: Command, host: CliHost) => void
