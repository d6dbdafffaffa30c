import { describe, expect, it } from "vitest"
import { getNextSnapshot, initialTransition } from "xstate"
import { failureStatus, TransportFailure } from "../../runtime/failures.ts"
import { readSession } from "../../runtime/session-store.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { Unauthorized } from "../../schema/errors.ts"
import type { LoginResult } from "../../schema/session.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleLogin, sampleUser } from "../../testing/samples.ts"
import { makeAuthActions } from "./auth.actors.ts"
import { authMachine, authStatus } from "./auth.machine.ts"

const session = { sessionID: "sess-1", userID: 5, isImpersonation: false }
const transportError = new TransportFailure({ status: -1, message: "Unknown Error" })

const setupAuth = (
  actors: Partial<Parameters<typeof authMachine.provide>[0]["actors"] & object> = {},
  seed: Record<string, string> = {},
) => {
  const storage = makeMemoryStorage(seed)
  const calls = {
    signIn: [] as Array<unknown>,
    signOut: [] as Array<unknown>,
    attempts: [] as Array<unknown>,
  }
  const machine = authMachine.provide({
    actions: makeAuthActions({ storage }),
    actors: {
      signIn: resolves(sampleLogin, calls.signIn),
      fetchLoginAttempts: resolves({ attemptsRemaining: 2 }, calls.attempts),
      fetchUser: resolves(sampleUser),
      signOut: resolves<void>(undefined, calls.signOut),
      ...actors,
    },
  })
  return { storage, calls, machine }
}

describe("auth machine: pure transitions", () => {
  const start = (input: { session: typeof session | null }) => initialTransition(authMachine, input)[0]

  it.each([
    ["no stored session starts signed out", null, "none", "none"],
    ["a stored session starts signed in", session, { success: "loadingUser" }, "success"],
  ])("%s", (_, stored, state, status) => {
    const snapshot = start({ session: stored })
    expect(snapshot.value).toEqual(state)
    expect(authStatus(snapshot)).toBe(status)
  })

  it.each([
    ["none", "auth.submit", "signingIn", "loading"],
    ["none", "auth.logout", "none", "none"],
    ["success", "auth.logout", "loggingOut", "loading"],
    ["success", "auth.sessionEnded", "none", "none"],
  ] as const)("%s + %s -> %s", (from, type, to, status) => {
    const initial = start({ session: from === "success" ? session : null })
    const event = type === "auth.submit" ? { type, username: "u", password: "p" } : { type }
    const next = getNextSnapshot(authMachine, initial, event)
    expect(typeof next.value === "string" ? next.value : Object.keys(next.value)[0]).toBe(to)
    expect(authStatus(next)).toBe(status)
  })
})

describe("auth machine: sign-in flows", () => {
  it("signs in, stores the session and loads the user", async () => {
    const { storage, calls, machine } = setupAuth()
    const driver = drive(machine, { input: { session: null } })
    driver.send({ type: "auth.submit", username: "acme.user", password: "pw" })
    await driver.settle("success.ready")
    driver.expectContext({ session, user: sampleUser, passwordExpired: false, error: null })
    expect(calls.signIn).toEqual([{ username: "acme.user", password: "pw" }])
    expect(readSession(storage)).toEqual(session)
  })

  it("flags an expired password", async () => {
    const { machine } = setupAuth({
      signIn: resolves<LoginResult>({ ...sampleLogin, passwordExpired: true }),
    })
    const driver = await drive(machine, { input: { session: null } })
      .send({ type: "auth.submit", username: "expired.user", password: "pw" })
      .settle("success.ready")
    driver.expectContext({ passwordExpired: true }).send({ type: "auth.passwordUpdated" })
    driver.expectContext({ passwordExpired: false })
  })

  it.each([
    [
      "a tagged 401",
      new Unauthorized({ message: "Invalid username or password" }),
      401,
      "Invalid username or password",
    ],
    ["a transport failure", transportError, -1, "Unknown Error"],
  ])("keeps the typed failure and the attempts after %s", async (_, error, status, message) => {
    const { storage, calls, machine } = setupAuth({ signIn: rejects(error) })
    const driver = await drive(machine, { input: { session: null } })
      .send({ type: "auth.submit", username: "acme.user", password: "bad" })
      .settle("error")
    driver.expectContext({ error, attemptsRemaining: 2, session: null })
    expect([failureStatus(error), error.message]).toEqual([status, message])
    expect(calls.attempts).toEqual([{ username: "acme.user" }])
    expect(authStatus(driver.snapshot)).toBe("error")
    expect(storage.entries.size).toBe(0)
  })

  it("keeps the error without attempts when the attempts lookup fails", async () => {
    const { machine } = setupAuth({
      signIn: rejects(transportError),
      fetchLoginAttempts: rejects(transportError),
    })
    const driver = await drive(machine, { input: { session: null } })
      .send({ type: "auth.submit", username: "x", password: "y" })
      .settle("error")
    driver.expectContext({ error: transportError, attemptsRemaining: null })
  })
})

describe("auth machine: ending the session", () => {
  const stored = {
    session: JSON.stringify(session),
    addReminder: "1",
    contactedAccountTeam: "1",
    dismissedBanner: "abc",
  }

  it.each([
    ["logout succeeds", resolves<void>(undefined)],
    ["logout fails", rejects(transportError)],
  ])("auth.logout clears the keys when %s", async (_, signOut) => {
    const { storage, machine } = setupAuth({ signOut }, stored)
    const driver = await drive(machine, { input: { session } }).settle("success.ready")
    await driver.send({ type: "auth.logout" }).settle("none")
    driver.expectContext({ session: null, user: null, error: null })
    expect([...storage.entries.keys()]).toEqual(["dismissedBanner"])
  })

  it("auth.sessionEnded clears the keys without a server call", async () => {
    const { storage, calls, machine } = setupAuth({}, stored)
    const driver = await drive(machine, { input: { session } }).settle("success.ready")
    driver.send({ type: "auth.sessionEnded" }).expectState("none")
    expect(calls.signOut).toEqual([])
    expect([...storage.entries.keys()]).toEqual(["dismissedBanner"])
  })

  it("the session lookup is aborted when the session ends while loading the user", async () => {
    const user = deferred<typeof sampleUser, { userID: number }>()
    const { machine } = setupAuth({ fetchUser: user.logic }, stored)
    const driver = drive(machine, { input: { session } })
    driver.send({ type: "auth.sessionEnded" })
    expect(user.aborted).toEqual([{ userID: 5 }])
    driver.expectState("none")
  })

  it("auth.sessionReplaced stores the new session and reloads the user", async () => {
    const { storage, machine } = setupAuth({}, stored)
    const driver = await drive(machine, { input: { session } }).settle("success.ready")
    const next = { sessionID: "sess-2", userID: 9, isImpersonation: true }
    await driver.send({ type: "auth.sessionReplaced", session: next }).settle("success.ready")
    driver.expectContext({ session: next })
    expect(readSession(storage)).toEqual(next)
  })
})
