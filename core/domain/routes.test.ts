import { describe, expect, it } from "vitest"
import { pageDescription, pageTitle } from "./page-meta.ts"
import { isCoveredByForcedPassword, matchRoute, NOT_FOUND_ROUTE, resolveNavigation } from "./routes.ts"

const brand = { productName: "Service Portal", providerName: "Acme Equipment Services" }

describe("matchRoute", () => {
  it.each([
    ["/", "home", {}],
    ["/auth/login", "login", {}],
    ["/tickets", "tickets", {}],
    ["/tickets/", "tickets", {}],
    ["/tickets/new", "newTicket", {}],
    ["/tickets/42", "ticket", { id: "42" }],
    ["/tickets/abc", null, null],
    ["/equipment/7", "equipmentDetail", { id: "7" }],
    ["/equipment/x7", null, null],
    ["/profile/5", "profile", { userId: "5" }],
    ["/profile/me", null, null],
    ["/reset-password/abc%2Fdef", "resetPassword", { token: "abc/def" }],
    ["/update-password/tok", "updatePassword", { token: "tok" }],
    ["/nowhere", null, null],
  ])("%s", (path, name, params) => {
    const matched = matchRoute(path)
    expect(matched?.route.name ?? null).toBe(name)
    if (params) expect(matched?.params).toEqual(params)
  })
})

describe("resolveNavigation", () => {
  it.each([
    ["root signed out", "/", "", false, null, { kind: "redirect", to: "/auth/login" }],
    ["root signed in", "/", "", true, 4, { kind: "redirect", to: "/dashboard" }],
    ["login signed out", "/auth/login", "", false, null, { kind: "render", name: "login" }],
    [
      "auth route, no session",
      "/tickets",
      "?page=2&status=O",
      false,
      null,
      { kind: "redirect", to: "/auth/login?redirect=%2Ftickets%3Fpage%3D2%26status%3DO" },
    ],
    ["auth route, session", "/tickets", "", true, 4, { kind: "render", name: "tickets" }],
    ["admin route, company user", "/admin", "", true, 4, { kind: "notFound" }],
    // Sales reps answer their accounts' support chats in /admin (issue 29).
    ["admin route, sales rep", "/admin", "", true, 11, { kind: "render", name: "admin" }],
    ["admin route, company admin", "/admin", "", true, 3, { kind: "render", name: "admin" }],
    ["users route, company user", "/users", "", true, 4, { kind: "notFound" }],
    ["users route, sales rep", "/users", "", true, 11, { kind: "notFound" }],
    ["users route, company admin", "/users", "", true, 3, { kind: "render", name: "users" }],
    ["users route, system admin", "/users", "?page=2", true, 2, { kind: "render", name: "users" }],
    [
      "admin route, no session",
      "/admin",
      "",
      false,
      null,
      { kind: "redirect", to: "/auth/login?redirect=%2Fadmin" },
    ],
    ["unknown, session", "/nope", "", true, 4, { kind: "notFound" }],
    [
      "unknown, no session",
      "/nope",
      "",
      false,
      null,
      { kind: "redirect", to: "/auth/login?redirect=%2Fnope" },
    ],
    ["non-numeric id", "/tickets/abc", "", true, 4, { kind: "notFound" }],
    [
      "token page, no session",
      "/reset-password/t0k",
      "",
      false,
      null,
      { kind: "render", name: "resetPassword" },
    ],
  ] as Array<[string, string, string, boolean, number | null, { kind: string; to?: string; name?: string }]>)(
    "%s",
    (_, path, search, hasSession, roleid, expected) => {
      const result = resolveNavigation({ path, search, hasSession, roleid })
      expect(result.kind).toBe(expected.kind)
      if (result.kind === "redirect") expect(result.to).toBe(expected.to)
      if (result.kind === "render") expect(result.route.name).toBe(expected.name)
      if (result.kind === "notFound") expect(result.route).toBe(NOT_FOUND_ROUTE)
    },
  )
})

describe("pageTitle", () => {
  it.each([
    ["/auth/login", "Service Portal Login | Acme Equipment Services"],
    ["/tickets/42", "Service Ticket #42"],
    ["/monitoring", "Apps + Integrations"],
    ["/", "Service Portal"],
    ["/profile/3", "User Profile"],
    ["/profile/3?notifications=1", "Notification Settings"],
    ["/profile/3?notifications=0", "User Profile"],
  ])("%s -> %s", (url, title) => {
    const [path = "", search] = url.split("?")
    const matched = matchRoute(path)!
    expect(pageTitle(matched.route, matched.params, brand, search)).toBe(title)
  })

  it("login description names the main tasks", () => {
    const text = pageDescription(matchRoute("/auth/login")!.route, brand)
    for (const phrase of [
      "place service tickets",
      "manage agreements",
      "track warranty coverage",
      "live chat",
    ]) {
      expect(text).toContain(phrase)
    }
  })

  it.each([
    ["/auth/login", true],
    ["/reset-password/x", true],
    ["/complete-setup/x", true],
    ["/dashboard", false],
  ])("%s hides navigation: %s", (path, hidden) => expect(matchRoute(path)!.route.hideNavigation).toBe(hidden))

  it.each([
    ["/dashboard", true],
    ["/profile/5", true],
    ["/update-password/x", false],
    ["/reset-password/x", false],
    ["/auth/login", false],
  ])("%s is covered by the forced password screen: %s", (path, covered) =>
    expect(isCoveredByForcedPassword(matchRoute(path)!.route)).toBe(covered),
  )
})
