import { interrupted, usageError } from "./cli-errors.ts"

/** The terminal side of a prompt: stdin in raw mode and where the question goes. */
export interface PromptTerminal {
  readonly input: NodeJS.ReadableStream & { setRawMode: (raw: boolean) => unknown }
  readonly output: { write: (text: string) => unknown }
}

const processTerminal = (): PromptTerminal => ({
  input: process.stdin as PromptTerminal["input"],
  output: process.stderr,
})

/**
 * Asks for a password on the terminal without echoing it (raw mode): Enter ends, Backspace
 * deletes, Ctrl-C cancels with exit 130 like an interrupted program. Raw mode is switched off
 * whichever way it ends. The question goes to stderr so stdout stays clean for --json.
 */
export const promptPassword = (question: string, terminal = processTerminal()): Promise<string> =>
  new Promise((resolve, reject) => {
    const { input, output } = terminal
    output.write(question)
    let value = ""
    const finish = () => {
      input.off("data", onData)
      input.setRawMode(false)
      input.pause()
      output.write("\n")
    }
    const onData = (chunk: string | Buffer) => {
      for (const ch of String(chunk)) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          finish()
          resolve(value)
          return
        }
        if (ch === "\u0003") {
          finish()
          reject(interrupted())
          return
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1)
        else if (ch >= " ") value += ch
      }
    }
    input.setEncoding("utf8")
    input.setRawMode(true)
    input.resume()
    input.on("data", onData)
  })

/** More than any password: a pipe that goes on is a mistake, not a password. */
const STDIN_LIMIT = 64 * 1024

/** How much a read of standard input takes at most, and the words when a pipe goes past it. */
export interface StdinLimit {
  readonly bytes: number
  readonly refusal: string
}

const PASSWORD_LIMIT: StdinLimit = {
  bytes: STDIN_LIMIT,
  refusal: "--password-stdin read more than 64 KB: pipe only the password",
}

/** Reads standard input to its end (`--password-stdin` unless `limit` says another reader). */
export const readAllStdin = async (
  input: NodeJS.ReadableStream = process.stdin,
  limit: StdinLimit = PASSWORD_LIMIT,
): Promise<string> => {
  const chunks: Array<Buffer> = []
  let size = 0
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk
    size += bytes.length
    if (size > limit.bytes) throw usageError(limit.refusal)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString("utf8")
}

/** The password a pipe gave: its text without one trailing newline (`echo pw |` adds one). */
export const passwordFromPipe = (text: string): string => text.replace(/\r?\n$/, "")

/**
 * Asks a yes/no question on stderr and reads one line: y or yes (any case) is yes. Ctrl-C cancels
 * with exit 130 (readline rejects the question with an AbortError).
 */
export const confirmOnTerminal = async (
  question: string,
  io: { readonly input: NodeJS.ReadableStream; readonly output: NodeJS.WritableStream } = {
    input: process.stdin,
    output: process.stderr,
  },
): Promise<boolean> => {
  const { createInterface } = await import("node:readline/promises")
  const rl = createInterface({ ...io, terminal: true })
  try {
    return /^y(es)?$/i.test((await rl.question(question)).trim())
  } catch (error) {
    if ((error as Error).name === "AbortError") throw interrupted()
    throw error
  } finally {
    rl.close()
  }
}
