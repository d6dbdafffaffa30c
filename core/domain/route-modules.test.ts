import { describe, expect, it } from "vitest"
import {
  HEAD_START_MODULE,
  RUNTIME_MODULE,
  RUNTIME_MODULES,
  routeModules,
  SCREEN_MODULES,
  SHELL_MODULE,
} from "./route-modules.ts"

const login = ["features/auth/login-screen.tsx"]
const signedIn = (screen: string | undefined) => [...RUNTIME_MODULES, HEAD_START_MODULE, SHELL_MODULE, screen]

describe("routeModules: what a first load of a path runs besides the entry", () => {
  it.each([
    ["/tickets", true, signedIn(SCREEN_MODULES.tickets)],
    ["/tickets/42", true, signedIn(SCREEN_MODULES.ticket)],
    ["/tickets/new", true, signedIn(SCREEN_MODULES.newTicket)],
    ["/dashboard", true, signedIn(SCREEN_MODULES.dashboard)],
    ["/", true, signedIn(SCREEN_MODULES.dashboard)],
    ["/admin", true, signedIn(SCREEN_MODULES.admin)],
    ["/no-such-page", true, signedIn(SCREEN_MODULES["404"])],
    ["/update-password/abc", true, [...RUNTIME_MODULES, SCREEN_MODULES.updatePassword]],
    ["/auth/login", true, login],
    ["/auth/login", false, login],
    ["/", false, login],
    ["/tickets", false, login],
    ["/no-such-page", false, login],
    ["/reset-password/abc", false, [SCREEN_MODULES.resetPassword]],
    ["/auth/forgot-password", false, [SCREEN_MODULES.forgotPassword]],
  ] as const)("%s (signed in: %s)", (path, session, modules) => {
    expect(routeModules(path, session)).toEqual(modules)
  })

  it("never gives a signed-out visitor the runtime", () => {
    for (const path of ["/", "/tickets", "/dashboard", "/equipment/3", "/profile/3", "/x", "/auth/login"])
      expect(routeModules(path, false)).not.toContain(RUNTIME_MODULE)
  })
})
