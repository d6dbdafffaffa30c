import { describe, expect, it } from "vitest"
import { perSession } from "./per-session.ts"

const maker = () => {
  const made: Array<{ id: number; input: string; stopped: boolean; stop: () => void }> = []
  const make = (input: string) => {
    const actor = {
      id: made.length + 1,
      input,
      stopped: false,
      stop: () => {
        actor.stopped = true
      },
    }
    made.push(actor)
    return actor
  }
  return { made, held: perSession(make) }
}

describe("perSession", () => {
  it("gives the same actor for the same key, however often it is asked, made from the first input", () => {
    const { made, held } = maker()
    expect(held.get("s1", () => "a")).toBe(held.get("s1", () => "b"))
    expect(made.map((a) => a.input)).toEqual(["a"])
  })

  it("makes a fresh actor for a new key and stops the old one", () => {
    const { made, held } = maker()
    const first = held.get("s1", () => "a")
    const second = held.get("s2", () => "b")
    expect(second).not.toBe(first)
    expect(made.map((a) => [a.id, a.stopped])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it("stops the actor held when the session ends, and makes a new one when asked again", () => {
    const { made, held } = maker()
    held.get("s1", () => "a")
    held.end()
    held.end()
    held.get("s1", () => "b")
    expect(made.map((a) => [a.input, a.stopped])).toEqual([
      ["a", true],
      ["b", false],
    ])
  })
})
