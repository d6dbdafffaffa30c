import { PassThrough, Readable } from "node:stream"
import { describe, expect, it } from "vitest"
import { isCliError } from "./cli-errors.ts"
import { confirmOnTerminal, passwordFromPipe, promptPassword, readAllStdin } from "./password-prompt.ts"

/** A fake terminal: what is typed goes in, what the prompt writes is kept, raw mode is tracked. */
const fakeTerminal = () => {
  const input = Object.assign(new PassThrough(), { raw: [] as Array<boolean> })
  const terminal = {
    input: Object.assign(input, { setRawMode: (raw: boolean) => input.raw.push(raw) }),
    output: { text: "", write: (text: string) => (terminal.output.text += text) },
  }
  return terminal
}

describe("the hidden password prompt", () => {
  it("reads what is typed without echoing it; Backspace deletes; raw mode ends", async () => {
    const terminal = fakeTerminal()
    const answer = promptPassword("Password for a: ", terminal)
    terminal.input.write("secreX\u007ft\r")
    expect(await answer).toBe("secret")
    expect(terminal.output.text).toBe("Password for a: \n")
    expect(terminal.input.raw).toEqual([true, false])
  })

  it("Ctrl-C cancels with exit 130 and restores the terminal", async () => {
    const terminal = fakeTerminal()
    const answer = promptPassword("Password: ", terminal).catch((e: unknown) => e)
    terminal.input.write("sec\u0003")
    const error = await answer
    expect(isCliError(error) && [error.exitCode, error.tag]).toEqual([130, "Interrupted"])
    expect(terminal.input.raw).toEqual([true, false])
    expect(terminal.output.text).not.toContain("sec")
  })
})

describe("a piped password", () => {
  it.each([
    ["pw\n", "pw"],
    ["pw\r\n", "pw"],
    ["pw", "pw"],
    ["pw\n\n", "pw\n"],
    [" pw \n", " pw "],
  ])("%j gives %j (one trailing newline dropped)", (piped, password) => {
    expect(passwordFromPipe(piped)).toBe(password)
  })

  it("reads the whole pipe, and refuses one that goes on past 64 KB", async () => {
    expect(await readAllStdin(Readable.from([Buffer.from("a"), Buffer.from("b\n")]))).toBe("ab\n")
    const flood = readAllStdin(Readable.from([Buffer.alloc(70 * 1024, 97)])).catch((e: unknown) => e)
    expect(isCliError(await flood)).toBe(true)
  })
})

describe("the yes/no question (users check --fix)", () => {
  it("y or yes is yes, anything else no; Ctrl-C cancels with exit 130", async () => {
    for (const [typed, answer] of [
      ["y\r", true],
      ["YES\r", true],
      ["\r", false],
      ["nope\r", false],
    ] as const) {
      const input = new PassThrough()
      const asked = confirmOnTerminal("Apply? ", { input, output: new PassThrough() })
      input.write(typed)
      expect(await asked).toBe(answer)
    }
    const input = new PassThrough()
    const asked = confirmOnTerminal("Apply? ", { input, output: new PassThrough() }).catch((e: unknown) => e)
    input.write("\u0003")
    const error = await asked
    expect(isCliError(error) && [error.exitCode, error.tag]).toEqual([130, "Interrupted"])
  })
})
