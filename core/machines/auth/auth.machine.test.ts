import { describe, expect, it } from "vitest"
import { fromPromise, getNextSnapshot, initialTransition } from "xstate"
import { passwordChangeMessages } from "../../domain/validation/password-change.ts"
import { failureStatus, TransportFailure } from "../../runtime/failures.ts"
import { readSession } from "../../runtime/session-store.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { BadRequest, Unauthorized } from "../../schema/errors.ts"
import type { LoginResult } from "../../schema/session.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleLogin, sampleUser } from "../../testing/samples.ts"
import { makeAuthActions } from "./auth.actors.ts"
import { authMachine, authStatus } from "./auth.machine.ts"

const session = { sessionID: "sess-1", userID: 5, isImpersonation: false }
const transportError = new TransportFailure({ status: -1, message: "Unknown Error" })
const storedSession = { session: JSON.stringify(session) }
const CURRENT = "Portal-Demo-2026!"

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
      fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: false }),
      requestUpdateToken: resolves({ token: "T".repeat(40) }),
      updatePassword: resolves<LoginResult>({
        ...sampleLogin,
        sessionID: "sess-new",
        passwordExpired: false,
      }),
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
    [
      "a stored session starts by asking whether its password expired",
      session,
      { success: "checkingExpired" },
      "success",
    ],
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
      .settle("success.expired")
    driver.expectContext({ passwordExpired: true, user: null }).send({ type: "auth.passwordUpdated" })
    driver.expectContext({ passwordExpired: false })
  })

  it("restores the forced update after a reload from GET /v1/expired, then updates and loads the user", async () => {
    const users: unknown[] = []
    const tokens: unknown[] = []
    const { storage, machine } = setupAuth(
      {
        fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: true }),
        fetchUser: resolves(sampleUser, users),
        requestUpdateToken: resolves({ token: "T".repeat(40) }, tokens),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.expired")
    expect(users).toHaveLength(0)
    await driver
      .send({ type: "auth.updatePassword", currentPassword: CURRENT, password: "Fresh-Password-2026!" })
      .settle("success.ready")
    expect(tokens).toEqual([{ userID: 5, currentPassword: CURRENT }])
    driver.expectContext({ newPassword: "" })
    expect(driver.actor.getSnapshot().context).not.toHaveProperty("currentPassword")
    driver.expectContext({ passwordExpired: false, passwordError: null })
    expect(readSession(storage)?.sessionID).toBe("sess-new")
    expect(users).toHaveLength(1)
  })

  it("keeps the forced form with the failure when the update fails", async () => {
    const failure = new TransportFailure({ status: 500, message: "Server error" })
    const { machine } = setupAuth(
      {
        fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: true }),
        updatePassword: rejects(failure),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.expired")
    await driver
      .send({ type: "auth.updatePassword", currentPassword: CURRENT, password: "Fresh-Password-2026!" })
      .settle("success.expired")
    driver.expectContext({ passwordExpired: true, passwordError: failure })
  })

  it("shows the token failure when the forced update's token cannot be generated, and goes back to sign-in", async () => {
    const failure = new TransportFailure({ status: 503, message: "Service Unavailable" })
    const { storage, machine } = setupAuth(
      {
        fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: true }),
        requestUpdateToken: rejects(failure),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.expired")
    await driver
      .send({ type: "auth.updatePassword", currentPassword: CURRENT, password: "Fresh-Password-2026!" })
      .settle("success.tokenFailed")
    driver.expectContext({ passwordError: failure, newPassword: "" })
    await driver.send({ type: "auth.logout" }).settle("none")
    expect(readSession(storage)).toBeNull()
  })

  it.each([
    [
      "no current password",
      "",
      "Fresh-Password-2026!",
      "currentPassword",
      passwordChangeMessages.currentRequired,
    ],
    ["the current password again", CURRENT, CURRENT, "password", passwordChangeMessages.sameAsCurrent],
  ])("refuses %s before sending, naming the field (issue 22)", async (_, current, next, field, message) => {
    const tokens: unknown[] = []
    const { machine } = setupAuth(
      {
        fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: true }),
        requestUpdateToken: resolves({ token: "T".repeat(40) }, tokens),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.expired")
    driver.send({ type: "auth.updatePassword", currentPassword: current, password: next })
    await driver.settle("success.expired")
    driver.expectContext({ passwordError: { _tag: "BadRequest", field, message } })
    expect(tokens).toEqual([])
  })

  it("keeps the form with the server's refusal of a wrong current password (issue 22)", async () => {
    const wrong = new BadRequest({
      field: "currentPassword",
      message: passwordChangeMessages.currentWrong(4),
    })
    const { machine } = setupAuth(
      {
        fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: true }),
        requestUpdateToken: rejects(wrong),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.expired")
    await driver
      .send({
        type: "auth.updatePassword",
        currentPassword: "Wrong-Guess-1!",
        password: "Fresh-Password-2026!",
      })
      .settle("success.expired")
    driver.expectContext({ passwordError: wrong, newPassword: "" })
  })

  it("changes the password by choice from ready, and a refused change returns to ready (issue 22)", async () => {
    const wrong = new BadRequest({
      field: "currentPassword",
      message: passwordChangeMessages.currentWrong(4),
    })
    let refuse = true
    const { storage, machine } = setupAuth(
      {
        requestUpdateToken: fromPromise(async () => {
          if (refuse) throw wrong
          return { token: "T".repeat(40) }
        }),
      },
      storedSession,
    )
    const driver = await drive(machine, { input: { session } }).settle("success.ready")
    await driver
      .send({
        type: "auth.updatePassword",
        currentPassword: "Wrong-Guess-1!",
        password: "Fresh-Password-2026!",
      })
      .settle("success.ready")
    driver.expectContext({ passwordError: wrong, user: sampleUser })
    expect(driver.actor.getSnapshot().context.passwordChanged).toBeUndefined()
    refuse = false
    await driver
      .send({ type: "auth.updatePassword", currentPassword: CURRENT, password: "Fresh-Password-2026!" })
      .settle("success.ready")
    driver.expectContext({ passwordError: null, passwordChanged: true })
    expect(readSession(storage)?.sessionID).toBe("sess-new")
  })

  it("a token link's session signs in from none", async () => {
    const { storage, machine } = setupAuth()
    const next = { sessionID: "sess-setup", userID: 9, isImpersonation: false }
    const driver = await drive(machine, { input: { session: null } })
      .send({ type: "auth.signedIn", session: next })
      .settle("success.ready")
    driver.expectContext({ session: next, passwordExpired: false })
    expect(readSession(storage)).toEqual(next)
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
    const driver = await drive(machine, { input: { session } }).settle("success.loadingUser")
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
