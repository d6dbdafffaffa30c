import { existsSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { ROUTES, NOT_FOUND_ROUTE } from "../../core/domain/routes.ts"
import {
  HEAD_START_MODULE,
  RUNTIME_MODULES,
  SCREEN_MODULES,
  SHELL_MODULE,
} from "../../core/domain/route-modules.ts"
import { SCREENS } from "./screens.tsx"

/** The text of a `lazy(() => import(...))` component's loader (React keeps it in the payload). */
const loaderText = (component: unknown): string =>
  String((component as { _payload?: { _result?: unknown } })._payload?._result ?? "")

describe("the screens and the route modules the server preloads", () => {
  const names = [...ROUTES.map((r) => r.name).filter((n) => n !== "home"), NOT_FOUND_ROUTE.name]

  it("declare a screen for every route", () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...names].sort())
    expect(Object.keys(SCREEN_MODULES).sort()).toEqual([...names].sort())
  })

  it.each(names.filter((n) => n !== "login"))("%s loads the module SCREEN_MODULES names", (name) => {
    expect(loaderText(SCREENS[name])).toContain(`/${SCREEN_MODULES[name]}`)
  })

  it("has the login screen in the entry: no chunk to load or preload (issue 25)", async () => {
    const { default: LoginScreen } = await import("../features/auth/login-screen.tsx")
    expect(SCREENS.login).toBe(LoginScreen)
  })

  it("names modules that exist under ui/, as the build's manifest keys them", () => {
    for (const module of [
      ...RUNTIME_MODULES,
      HEAD_START_MODULE,
      SHELL_MODULE,
      ...Object.values(SCREEN_MODULES),
    ])
      expect(existsSync(new URL(`../${module}`, import.meta.url)), module).toBe(true)
  })
})
