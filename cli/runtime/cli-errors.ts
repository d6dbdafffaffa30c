/**
 * Exit codes of `portal`: 0 done, 1 the server refused or failed the request, 2 bad usage (options,
 * arguments, missing password without a terminal), 3 not signed in or the session ended,
 * 4 the server could not be reached (or did not answer in time), 130 interrupted (Ctrl-C).
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  notSignedIn: 3,
  unreachable: 4,
  interrupted: 130,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/**
 * What kind of failure: a contract error tag (`NotFound`, `AccountLocked`, ...) or one of the CLI's
 * own (`Usage`, `NotSignedIn`, `Unreachable`, `Interrupted`, `Failed`, `SeedMismatch`, `Unexpected`).
 * `--json` prints it as `{ "error": { "tag", "message" } }`.
 */
export type ErrorTag = string

/** A failure the CLI prints as one line on stderr, exiting with `exitCode`. Never carries secrets. */
export class CliError extends Error {
  readonly exitCode: ExitCode
  readonly tag: ErrorTag
  constructor(message: string, exitCode: ExitCode, tag: ErrorTag) {
    super(message)
    this.name = "CliError"
    this.exitCode = exitCode
    this.tag = tag
  }
}

export const usageError = (message: string): CliError => new CliError(message, EXIT.usage, "Usage")

/** The server refused or failed a request; `tag` is the contract's error tag when there is one. */
export const requestFailed = (message: string, tag: ErrorTag = "Failed"): CliError =>
  new CliError(message, EXIT.failed, tag)

export const notSignedIn = (detail = "no session is stored"): CliError =>
  new CliError(
    `not signed in (${detail}): sign in with 'portal login --username <name>'`,
    EXIT.notSignedIn,
    "NotSignedIn",
  )

export const unreachable = (api: string, reason: string): CliError =>
  new CliError(`cannot reach the portal API at ${api}: ${reason}`, EXIT.unreachable, "Unreachable")

export const interrupted = (): CliError => new CliError("cancelled", EXIT.interrupted, "Interrupted")

export const isCliError = (error: unknown): error is CliError => error instanceof CliError

/** One line, whatever the error: the CLI never prints a stack trace. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim()

/** The error as `--json` prints it on stderr. */
export const errorJson = (tag: ErrorTag, message: string): string =>
  JSON.stringify({ error: { tag, message: oneLine(message) } })
