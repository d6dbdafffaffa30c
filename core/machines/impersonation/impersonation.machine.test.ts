import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, waitFor } from "xstate"
import { impersonationEndTarget } from "../../domain/admin/impersonation-end.ts"
import { TransportFailure } from "../../runtime/failures.ts"
import { readSession } from "../../runtime/session-store.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { Forbidden } from "../../schema/errors.ts"
import type { LoginResult } from "../../schema/session.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { sampleUser } from "../../testing/samples.ts"
import { makeAuthActions } from "../auth/auth.actors.ts"
import { authMachine } from "../auth/auth.machine.ts"
import { impersonationMachine } from "./impersonation.machine.ts"

const staff = { sessionID: "staff-1", userID: 2, isImpersonation: false }
const viewing: LoginResult = {
  message: "Impersonation started",
  sessionID: "imp-1",
  userID: 7,
  passwordExpired: false,
  isImpersonation: true,
}
const back: LoginResult = {
  ...viewing,
  message: "Impersonation ended",
  sessionID: "staff-2",
  userID: 2,
  isImpersonation: false,
}

/** The auth machine (the parent that owns the session) with a provided impersonation child. */
const setup = (fakes: { start?: unknown; end?: unknown } = {}) => {
  const storage = makeMemoryStorage({ session: JSON.stringify(staff) })
  const log = { cleared: 0, goTo: [] as unknown[], failures: [] as unknown[], users: [] as unknown[] }
  const impersonation = impersonationMachine.provide({
    actors: {
      startImpersonation: (fakes.start ?? resolves(viewing)) as never,
      endImpersonation: (fakes.end ?? resolves(back)) as never,
    },
    actions: {
      clearViewData: () => void log.cleared++,
      goTo: (_, params) => void log.goTo.push(params),
      logFailure: (_, params) => void log.failures.push(params),
    },
  })
  const machine = authMachine.provide({
    actions: makeAuthActions({ storage }),
    actors: {
      fetchUser: resolves(sampleUser, log.users),
      fetchExpired: resolves<{ isExpired: boolean }>({ isExpired: false }),
      impersonation,
    },
  })
  const auth = createActor(machine, { input: { session: staff } }).start()
  const child = () => auth.getSnapshot().children.impersonation as AnyActorRef
  const childSnapshot = () => child().getSnapshot()
  return { auth, storage, log, child, childSnapshot }
}

const ready = (auth: ReturnType<typeof setup>["auth"]) =>
  waitFor(auth, (s) => s.matches({ success: "ready" }))

describe("where ending lands (spec section 4)", () => {
  it.each([
    [null, "/tickets", "/dashboard", false],
    [null, "/dashboard", "/dashboard", true],
    ["/tickets?page=2", "/admin", "/tickets?page=2", false],
    ["/admin", "/admin", "/admin", true],
    ["https://evil.example/", "/admin", "/dashboard", false],
    ["//evil.example/x", "/admin", "/dashboard", false],
    ["/\\evil.example", "/admin", "/dashboard", false],
    ["", "/admin", "/dashboard", false],
  ])("redirect %s from %s -> %s (reload %s)", (redirect, current, path, reload) => {
    expect(impersonationEndTarget(redirect, current)).toEqual({ path, reload })
  })
})

describe("impersonation machine", () => {
  it("start goes loading then success and replaces the auth session, which reloads the user", async () => {
    const start = deferred<LoginResult, { userID: number }>()
    const { auth, storage, log, childSnapshot } = setup({ start: start.logic })
    await ready(auth)
    auth.send({ type: "impersonation.start", userID: 7 })
    expect(childSnapshot().hasTag("loading")).toBe(true)
    expect(childSnapshot().context.loading).toBe(true)
    expect(start.calls).toEqual([{ userID: 7 }])
    // A second start while one runs is ignored.
    auth.send({ type: "impersonation.start", userID: 8 })
    expect(start.calls).toHaveLength(1)
    start.resolve(viewing)
    await waitFor(auth, (s) => s.context.session?.sessionID === "imp-1")
    expect(childSnapshot().value).toBe("success")
    expect(childSnapshot().context.loading).toBe(false)
    expect(auth.getSnapshot().context.session).toEqual({
      sessionID: "imp-1",
      userID: 7,
      isImpersonation: true,
    })
    expect(readSession(storage)?.isImpersonation).toBe(true)
    await ready(auth)
    expect(log.users).toEqual([{ userID: 2 }, { userID: 7 }])
    expect(log.goTo).toEqual([{ path: "/dashboard", reload: false }])
  })

  it("a refused start clears the loading flag, keeps the session and logs the failure", async () => {
    const refusal = new Forbidden({ message: "Staff accounts cannot be viewed as another user" })
    const { auth, log, child, childSnapshot } = setup({ start: rejects(refusal) })
    await ready(auth)
    auth.send({ type: "impersonation.start", userID: 1 })
    await waitFor(child(), (s) => s.context.failedAction === "start")
    expect(childSnapshot().context).toMatchObject({ loading: false, error: refusal, failedAction: "start" })
    expect(auth.getSnapshot().context.session).toEqual(staff)
    expect(log.failures).toEqual([{ action: "start", failure: refusal }])
  })

  it("end replaces the session, clears the view data and returns to the redirect target", async () => {
    const { auth, storage, log, childSnapshot } = setup()
    await ready(auth)
    auth.send({ type: "impersonation.start", userID: 7 })
    await waitFor(auth, (s) => s.context.session?.isImpersonation === true)
    await ready(auth)
    auth.send({ type: "impersonation.end", redirect: "/admin", currentPath: "/tickets" })
    await waitFor(auth, (s) => s.context.session?.sessionID === "staff-2")
    expect(childSnapshot().value).toBe("success")
    expect(log.cleared).toBe(1)
    expect(log.goTo).toEqual([
      { path: "/dashboard", reload: false },
      { path: "/admin", reload: false },
    ])
    expect(readSession(storage)).toEqual({ sessionID: "staff-2", userID: 2, isImpersonation: false })
    await ready(auth)
    expect(log.users.at(-1)).toEqual({ userID: 2 })
  })

  it("end without a redirect returns to the page the start was sent from (/admin)", async () => {
    const { auth, log } = setup()
    await ready(auth)
    auth.send({ type: "impersonation.start", userID: 7, from: "/admin" })
    await waitFor(auth, (s) => s.context.session?.isImpersonation === true)
    await ready(auth)
    auth.send({ type: "impersonation.end", redirect: null, currentPath: "/tickets" })
    await waitFor(auth, (s) => s.context.session?.sessionID === "staff-2")
    expect(log.goTo).toEqual([
      { path: "/dashboard", reload: false },
      { path: "/admin", reload: false },
    ])
  })

  it("end without a redirect on the dashboard reloads the dashboard", async () => {
    const { auth, log } = setup()
    await ready(auth)
    auth.send({ type: "impersonation.end", redirect: null, currentPath: "/dashboard" })
    await waitFor(auth, (s) => s.context.session?.sessionID === "staff-2")
    expect(log.goTo).toEqual([{ path: "/dashboard", reload: true }])
  })

  it("a failed end clears the loading flag, keeps the session, clears nothing and logs it", async () => {
    const failure = new TransportFailure({ status: -1, message: "Unknown Error" })
    const { auth, log, child, childSnapshot } = setup({ end: rejects(failure) })
    await ready(auth)
    auth.send({ type: "impersonation.end", redirect: null, currentPath: "/tickets" })
    await waitFor(child(), (s) => s.context.failedAction === "end")
    expect(childSnapshot().context.loading).toBe(false)
    expect(childSnapshot().hasTag("none")).toBe(true)
    expect(auth.getSnapshot().context.session).toEqual(staff)
    expect(log.cleared).toBe(0)
    expect(log.goTo).toEqual([])
    expect(log.failures).toEqual([{ action: "end", failure }])
  })
})
