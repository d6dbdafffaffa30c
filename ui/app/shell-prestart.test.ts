import { describe, expect, it } from "vitest"
import type { AuthActor } from "../lib/portal-context.tsx"
import { prestartShell, shellSessionIdOf } from "./shell-prestart.ts"

type Snapshot = ReturnType<AuthActor["getSnapshot"]>

interface Facts {
  readonly session: string | null
  readonly checkingExpired?: boolean
  readonly passwordExpired?: boolean
}

const snapshot = ({ session, checkingExpired = false, passwordExpired = false }: Facts) =>
  ({
    context: {
      session: session === null ? null : { sessionID: session, userID: 4, isImpersonation: false },
      passwordExpired,
    },
    matches: (state: unknown) =>
      checkingExpired && JSON.stringify(state) === JSON.stringify({ success: "checkingExpired" }),
  }) as unknown as Snapshot

/** An auth actor stand-in whose snapshots the test pushes. */
const fakeAuth = (first: Facts) => {
  let current = snapshot(first)
  const listeners = new Set<(s: Snapshot) => void>()
  return {
    getSnapshot: () => current,
    subscribe: (listener: (s: Snapshot) => void) => {
      listeners.add(listener)
      return { unsubscribe: () => listeners.delete(listener) }
    },
    push: (facts: Facts) => {
      current = snapshot(facts)
      for (const listener of listeners) listener(current)
    },
  }
}

describe("the shell starts with the session, ahead of its layout", () => {
  it.each([
    [{ session: null }, null],
    [{ session: "s1", checkingExpired: true }, null],
    [{ session: "s1", passwordExpired: true }, null],
    [{ session: "s1" }, "s1"],
  ] as const)("%j may start the shell of %s", (facts, expected) => {
    expect(shellSessionIdOf(snapshot(facts))).toBe(expected)
  })

  it("starts once for a restored session, after the expired-password check, and again for a new session", () => {
    const auth = fakeAuth({ session: "s1", checkingExpired: true })
    const started: string[] = []
    prestartShell(auth as unknown as AuthActor, {
      start: (id) => started.push(id),
      end: () => started.push("end"),
    })
    expect(started).toEqual([])
    auth.push({ session: "s1" })
    auth.push({ session: "s1" })
    expect(started).toEqual(["s1"])
    auth.push({ session: null })
    auth.push({ session: null })
    auth.push({ session: "s2" })
    expect(started).toEqual(["s1", "end", "s2"])
  })

  it("waits while a new password is required, then starts", () => {
    const auth = fakeAuth({ session: null })
    const started: string[] = []
    prestartShell(auth as unknown as AuthActor, {
      start: (id) => started.push(id),
      end: () => started.push("end"),
    })
    auth.push({ session: "s3", passwordExpired: true })
    auth.push({ session: "s3", checkingExpired: true })
    expect(started).toEqual([])
    auth.push({ session: "s3" })
    expect(started).toEqual(["s3"])
  })
})
