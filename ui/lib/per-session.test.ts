import { describe, expect, it } from "vitest"
import { perSession } from "./per-session.ts"

const maker = () => {
  const made: Array<{ id: number; stopped: boolean; stop: () => void }> = []
  const make = () => {
    const actor = {
      id: made.length + 1,
      stopped: false,
      stop: () => {
        actor.stopped = true
      },
    }
    made.push(actor)
    return actor
  }
  return { made, forSession: perSession(make) }
}

describe("perSession", () => {
  it("gives the same actor for the same session, however often it is asked", () => {
    const { made, forSession } = maker()
    expect(forSession("s1")).toBe(forSession("s1"))
    expect(made).toHaveLength(1)
  })

  it("makes a fresh actor for a new session and stops the old one", () => {
    const { made, forSession } = maker()
    const first = forSession("s1")
    const second = forSession("s2")
    expect(second).not.toBe(first)
    expect(made.map((a) => [a.id, a.stopped])).toEqual([
      [1, true],
      [2, false],
    ])
  })
})
