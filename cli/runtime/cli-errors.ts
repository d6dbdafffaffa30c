/**
 * Exit codes of `portal`: 0 done, 1 the server refused or failed the request, 2 bad usage (options,
 * arguments, missing password without a terminal), 3 not signed in or the session ended,
 * 4 the server could not be reached (or did not answer in time).
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  notSignedIn: 3,
  unreachable: 4,
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** A failure the CLI prints as one line on stderr, exiting with `exitCode`. Never carries secrets. */
export class CliError extends Error {
  readonly exitCode: ExitCode
  constructor(message: string, exitCode: ExitCode) {
    super(message)
    this.name = "CliError"
    this.exitCode = exitCode
  }
}

export const usageError = (message: string): CliError => new CliError(message, EXIT.usage)

export const requestFailed = (message: string): CliError => new CliError(message, EXIT.failed)

export const notSignedIn = (detail = "no session is stored"): CliError =>
  new CliError(`not signed in (${detail}): sign in with 'portal login --username <name>'`, EXIT.notSignedIn)

export const unreachable = (api: string, reason: string): CliError =>
  new CliError(`cannot reach the portal API at ${api}: ${reason}`, EXIT.unreachable)

export const isCliError = (error: unknown): error is CliError => error instanceof CliError

/** One line, whatever the error: the CLI never prints a stack trace. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim()
