import { describe, expect, it } from "vitest"
import {
  cutValue,
  loggableEntry,
  loggableValue,
  MAX_LOG_DEPTH,
  SESSION_MASK,
  TOO_DEEP,
} from "./client-log-value.ts"

const big = { maxChars: 100_000 }

describe("the client log's redaction rule", () => {
  it("removes password fields at any depth, in objects and arrays, but keeps flags named after them", () => {
    const value = {
      username: "acme.user",
      password: "Secret-123456",
      passwordExpired: true,
      nested: [{ newPassword: "a", confirm_password: "b", old_password: "c", keep: 1 }],
    }
    expect(loggableValue(value, big)).toEqual({
      username: "acme.user",
      passwordExpired: true,
      nested: [{ keep: 1 }],
    })
    expect(JSON.stringify(loggableValue(value, big))).not.toContain("Secret")
  })

  it("masks session-id fields whatever their value", () => {
    expect(loggableValue({ sessionID: "ab".repeat(32), session_id: 7, other: "x" }, big)).toEqual({
      sessionID: SESSION_MASK,
      session_id: SESSION_MASK,
      other: "x",
    })
  })

  it("describes what is not JSON and never keeps undefined", () => {
    const file = new File(["12345"], "report.pdf", { type: "application/pdf" })
    expect(
      loggableValue(
        { file, when: new Date("2026-11-01T00:00:00Z"), n: Number.NaN, gone: undefined, list: [undefined] },
        big,
      ),
    ).toEqual({
      file: "[file report.pdf, 5 bytes]",
      when: "2026-11-01T00:00:00.000Z",
      n: "NaN",
      list: [null],
    })
  })

  it("applies maskText to every text and key", () => {
    const mask = (text: string) => text.replaceAll("s3cr3t", "[x]")
    expect(loggableValue({ "k-s3cr3t": ["a s3cr3t b"] }, { maxChars: 1000, maskText: mask })).toEqual({
      "k-[x]": ["a [x] b"],
    })
  })

  it("cuts deep nesting and long values to their bounds", () => {
    let deep: unknown = "bottom"
    for (let i = 0; i < MAX_LOG_DEPTH + 5; i++) deep = { d: deep }
    expect(JSON.stringify(loggableValue(deep, big))).toContain(TOO_DEEP)
    const cut = loggableValue({ text: "y".repeat(500) }, { maxChars: 100 })
    expect(typeof cut).toBe("string")
    expect((cut as string).length).toBeLessThanOrEqual(100)
    expect(cut).toMatch(/^\[cut: 511 characters\] \{"text":"yyy/)
    expect(cutValue({ a: 1 }, 100)).toEqual({ a: 1 })
  })

  it("bounds an entry's data fields, not its other fields", () => {
    const entry = loggableEntry(
      { kind: "event", at: 1, actor: "a".repeat(150), event: { type: "x", text: "z".repeat(300) } },
      120,
    )
    expect(entry.actor).toBe("a".repeat(150))
    expect(typeof entry.event).toBe("string")
    expect((entry.event as string).length).toBeLessThanOrEqual(120)
  })
})
