import { CliError, EXIT } from "./cli-errors.ts"

/**
 * Asks for a password on the terminal without echoing it (raw mode): Enter ends, Backspace
 * deletes, Ctrl-C cancels. The question goes to stderr so stdout stays clean for --json.
 */
export const promptPassword = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = process.stdin
    process.stderr.write(question)
    let value = ""
    const finish = () => {
      input.off("data", onData)
      input.setRawMode(false)
      input.pause()
      process.stderr.write("\n")
    }
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          finish()
          resolve(value)
          return
        }
        if (ch === "\u0003") {
          finish()
          reject(new CliError("cancelled", EXIT.usage))
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
