import { describe, expect, it } from "vitest"
import { getNextSnapshot, initialTransition } from "xstate"
import { TransportFailure } from "../../runtime/failures.ts"
import { makePortalRuntime } from "../../runtime/portal-runtime.ts"
import { makeMemoryStorage } from "../../runtime/storage.ts"
import { deferred, rejects, resolves } from "../../testing/fake-actors.ts"
import { fakeHttpClient, type SeenRequest } from "../../testing/fake-http.ts"
import { drive } from "../../testing/machine-driver.ts"
import { sampleAgreement, sampleNavigation } from "../../testing/samples.ts"
import { makeNavigationActors } from "./navigation.actors.ts"
import { navigationMachine } from "./navigation.machine.ts"
import type { AccountTeamMember, NavigationData } from "./navigation.types.ts"

const failure = new TransportFailure({ status: -1, message: "Unknown Error" })
const team: ReadonlyArray<AccountTeamMember> = [
  {
    salesid: 7,
    salesfullname: "Sam Seller7",
    salestitle: "AE",
    salesemail: "s@x.test",
    salesprofilepic: null,
    salesprofileicon: null,
  },
]

const withActors = (actors: Parameters<typeof navigationMachine.provide>[0]["actors"] = {}) =>
  navigationMachine.provide({
    actors: {
      fetchLeftMenu: resolves<NavigationData>(sampleNavigation),
      fetchAccountTeam: resolves<ReadonlyArray<AccountTeamMember>>(team),
      confirmPolicy: resolves<void>(undefined),
      ...actors,
    },
  })

describe("navigation machine: pure transitions", () => {
  const [initial] = initialTransition(navigationMachine, {})
  it.each([
    [{ type: "nav.toggle" }, { mode: "condensed" }],
    [{ type: "nav.setMode", mode: "condensed" }, { mode: "condensed" }],
    [{ type: "nav.unreadChanged", hasUnread: true }, { hasUnreadNotifications: true }],
    [{ type: "nav.ticketCreated" }, { counts: { open: 0, closed: 0 } }],
  ] as const)("%j", (event, expected) => {
    expect(getNextSnapshot(navigationMachine, initial, event).context).toMatchObject(expected)
  })

  it("starts loading in open mode unless told otherwise", () => {
    expect(initial.context).toMatchObject({ status: "loading", mode: "open" })
    expect(initialTransition(navigationMachine, { mode: "condensed" })[0].context.mode).toBe("condensed")
  })
})

describe("navigation machine: loading", () => {
  it("loads counts, policy flag and account team", async () => {
    const driver = await drive(withActors(), { input: {} }).until((s) => s.matches({ menu: "idle" }))
    driver.expectContext({
      status: "none",
      counts: { open: 3, closed: 9 },
      viewedPolicy: false,
      accountTeam: team,
    })
  })

  it("zeroes counts on error and recovers on refresh", async () => {
    const menu = deferred<NavigationData, void>()
    const driver = drive(withActors({ fetchLeftMenu: menu.logic }), { input: {} })
    menu.reject(failure)
    await driver.until((s) => s.context.status === "error")
    driver.expectContext({ counts: { open: 0, closed: 0 }, error: failure })
    driver.send({ type: "nav.refresh" }).expectContext({ status: "loading", error: null })
    menu.resolve(sampleNavigation)
    await driver.until((s) => s.context.status === "none")
    driver.expectContext({ counts: { open: 3, closed: 9 } })
  })

  it.each([
    [3, 4],
    [0, 0],
  ])("a new ticket with %i open gives %i", async (open, expected) => {
    const fetchLeftMenu = resolves<NavigationData>({ ...sampleNavigation, totalOpen: open })
    const driver = await drive(withActors({ fetchLeftMenu }), { input: {} }).until(
      (s) => s.context.status === "none",
    )
    driver.send({ type: "nav.ticketCreated" }).expectContext({ counts: { open: expected, closed: 9 } })
  })

  it("keeps an empty account team when the lookup fails", async () => {
    const driver = drive(withActors({ fetchAccountTeam: rejects(failure) }), { input: {} })
    await driver.until((s) => s.matches({ menu: "idle" }))
    driver.expectContext({ accountTeam: [], status: "none" })
  })

  it("confirms the policy", async () => {
    const calls: Array<unknown> = []
    const driver = drive(withActors({ confirmPolicy: resolves<void>(undefined, calls) }), { input: {} })
    await driver.until((s) => s.context.status === "none")
    driver.send({ type: "nav.policyAccepted" })
    await driver.until((s) => s.context.viewedPolicy)
    expect(calls).toHaveLength(1)
  })
})

describe("navigation machine: a saved phone number (spec section 7)", () => {
  it("takes the number at once, requests the data again keeping it, and keeps the prompt open", async () => {
    const saved = { ...sampleNavigation, phonenumber: "+442079460958" }
    const menu = deferred<NavigationData, void>()
    const driver = drive(withActors({ fetchLeftMenu: menu.logic }), { input: {} })
    menu.resolve(sampleNavigation)
    await driver.until((s) => s.matches({ menu: "idle" }))
    driver.send({ type: "nav.phoneSaved", phonenumber: "+442079460958" })
    expect(driver.snapshot.matches({ menu: "loading", contact: "saved" })).toBe(true)
    // clear false: the data stays (with the new number) while the request runs.
    driver.expectContext({ status: "loading", data: { phonenumber: "+442079460958", totalOpen: 3 } })
    expect(menu.calls).toHaveLength(2)
    menu.resolve(saved)
    await driver.until((s) => s.matches({ menu: "idle" }))
    driver.send({ type: "nav.contactClose" }).expectState({ menu: "idle", policy: "idle", contact: "idle" })
  })
})

describe("navigation actors (live, fake transport)", () => {
  it("fetches one agreement per distinct sales rep", async () => {
    const seen: Array<SeenRequest> = []
    const runtime = makePortalRuntime({
      baseUrl: "http://portal.test",
      storage: makeMemoryStorage(),
      httpClient: fakeHttpClient((request) => {
        if (request.url.endsWith("/v1/leftmenu"))
          return { status: 200, body: { TicketCounts: sampleNavigation } }
        const id = Number(request.url.split("/").pop())
        return { status: 200, body: { status: "ok", item: sampleAgreement(id, id === 102 ? 8 : 7) } }
      }, seen),
    })
    const machine = navigationMachine.provide({ actors: makeNavigationActors(runtime) })
    const driver = await drive(machine, { input: {} }).until((s) => s.matches({ menu: "idle" }))
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      "/v1/leftmenu",
      "/v1/agreement/100",
      "/v1/agreement/102",
    ])
    expect(driver.snapshot.context.accountTeam.map((m) => m.salesid)).toEqual([7, 8])
  })
})
