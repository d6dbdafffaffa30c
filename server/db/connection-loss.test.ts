import { describe, expect, it } from "vitest"
import { connectionLossOf } from "./connection-loss.ts"

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe("connectionLossOf", () => {
  it.each([
    ["admin shutdown", pgError("57P01", "terminating connection due to administrator command")],
    ["cannot connect now", pgError("57P03", "the database system is starting up")],
    ["connection exception class", pgError("08006", "connection failure")],
    ["refused", pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["terminated", new Error("Connection terminated unexpectedly")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    [
      "wrapped by Drizzle",
      Object.assign(new Error("Failed query: select 1"), { cause: pgError("57P01", "bye") }),
    ],
  ])("%s is a lost connection", (_, error) => {
    expect(connectionLossOf(error)).toBeDefined()
  })

  it.each([
    ["a unique violation", pgError("23505", "duplicate key")],
    ["bad input", pgError("22P02", "invalid input syntax for type integer")],
    ["a plain error", new Error("user 4 is missing")],
    ["not an error", "text"],
  ])("%s is not", (_, error) => {
    expect(connectionLossOf(error)).toBeUndefined()
  })

  it("says why, from the innermost error that names it", () => {
    const error = Object.assign(new Error("Failed query"), {
      cause: pgError("ECONNREFUSED", "connect ECONNREFUSED"),
    })
    expect(connectionLossOf(error)).toBe("connect ECONNREFUSED")
  })
})
