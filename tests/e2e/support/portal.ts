import { type APIResponse, expect, type Page } from "@playwright/test"

/** The password of every demo sign-in (DESIGN.md). */
export const DEMO_PASSWORD = "Portal-Demo-2026!"

/** What the client keeps in localStorage under `session` (spec section 3). */
export interface StoredSession {
  readonly sessionID: string
  readonly userID: number
  readonly isImpersonation: boolean
}

/** The login URL the guard sends a signed-out visitor of `path` to. */
export const loginUrlFor = (path: string): string => `/auth/login?redirect=${encodeURIComponent(path)}`

/** Fills and submits the sign-in form on the page currently showing it. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Username").fill(username)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

/**
 * Signs in through the login screen with a redirect to `path` and waits until the app is back there:
 * for the tests of signing in itself (the form, its events and calls, a password that expired).
 */
export async function signInWithForm(
  page: Page,
  username: string,
  path = "/dashboard",
): Promise<StoredSession> {
  await page.goto(loginUrlFor(path))
  await submitSignIn(page, username)
  await expect(page).toHaveURL(path)
  const session = await storedSession(page)
  if (session === null) throw new Error(`no session stored after signing in as ${username}`)
  return session
}

const sortedQuery = (url: URL) => [...url.searchParams].map(([k, v]) => `${k}=${v}`).sort()

/** The same path and the same query parameters, in any order. */
const sameAddress = (url: URL, wanted: URL) =>
  url.pathname === wanted.pathname && sortedQuery(url).join("&") === sortedQuery(wanted).join("&")

/**
 * Signs in through `POST /v1/login` (the cookie lands in the page's context), stores the session the
 * way the app stores it, and opens `path`: the app starts signed in, as after a reload. One page
 * load instead of the login screen's and the redirect's. The session is stored once, before the
 * first document of the next navigation runs (the marker in sessionStorage keeps a later sign-out
 * or sign-in from being undone). A password that expired needs the form (`signInWithForm`).
 */
export async function signIn(page: Page, username: string, path = "/dashboard"): Promise<StoredSession> {
  const response = await page.request.post("/v1/login", { data: { username, password: DEMO_PASSWORD } })
  expect(response.status(), `POST /v1/login as ${username}`).toBe(200)
  const answer = (await response.json()) as StoredSession & { readonly passwordExpired: boolean }
  if (answer.passwordExpired) throw new Error(`${username}'s password expired: sign in with signInWithForm`)
  const session: StoredSession = {
    sessionID: answer.sessionID,
    userID: answer.userID,
    isImpersonation: answer.isImpersonation,
  }
  await page.addInitScript(
    ({ value, marker }) => {
      if (window.sessionStorage.getItem(marker) !== null) return
      window.sessionStorage.setItem(marker, "stored")
      window.localStorage.setItem("session", value)
    },
    { value: JSON.stringify(session), marker: `e2e-session-${session.sessionID.slice(0, 12)}` },
  )
  await page.goto(path)
  // A list loaded directly writes its query in its own order; the parameters are what must match.
  await expect(page).toHaveURL((url) => sameAddress(url, new URL(path, url)))
  if ((await storedSession(page))?.sessionID !== session.sessionID)
    throw new Error(`the app did not keep the session of ${username}`)
  return session
}

/** Reads one localStorage entry of the page's origin. */
export const storageItem = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((k) => window.localStorage.getItem(k), key)

/** The session the browser holds, or null when signed out. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await storageItem(page, "session")
  return raw === null ? null : (JSON.parse(raw) as StoredSession)
}

/** GET on the API with `Authorization: EC <sessionID>`, as the CLI and document backend call it. */
export const apiGet = (page: Page, path: string, sessionID: string): Promise<APIResponse> =>
  page.request.get(path, { headers: { authorization: `EC ${sessionID}` } })

/** GET that must succeed; returns the decoded JSON body. */
export async function apiJson<T>(page: Page, path: string, sessionID: string): Promise<T> {
  const response = await apiGet(page, path, sessionID)
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

/** The side navigation of the shell on a large screen. */
export const sideNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" })

/** The avatar button that opens the user menu. */
export const avatarButton = (page: Page) => page.getByRole("button", { name: "Open user menu" })

/**
 * Fails when the page scrolls sideways at `width` px, naming the first elements that stick out. The
 * side menu's mode follows a resize a frame later, so the width is measured again until the layout
 * settled (no race with that frame).
 */
export async function expectNoSidewaysScroll(page: Page, width: number, what: string): Promise<void> {
  try {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width)
  } catch {
    const wide = await page.evaluate(
      (w) =>
        [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > w + 1)
          .slice(0, 5)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${Math.round(e.getBoundingClientRect().right)}`,
          ),
      width,
    )
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
    throw new Error(`${what} at ${width} px scrolls sideways (${scroll} px wide): ${wide.join(", ")}`)
  }
}

/**
 * Forgets the stored session without racing the app: the page first leaves the app for a plain
 * answer of the same origin (the public configuration), so no script of the app is left to store
 * the session again after the clear, as a dashboard still loading could.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto("/v1/config")
  await page.evaluate(() => window.localStorage.clear())
}

/** The live updates stream (issue 29): open for as long as a tab is signed in, so never "finished". */
export const isLiveStream = (request: { url(): string }): boolean =>
  new URL(request.url()).pathname === "/v1/events"

/**
 * Requests sent and not yet answered, per page, the live stream left out: what "nothing in flight"
 * means for a signed-in page. Call before the page loads.
 */
export const watchRequests = (page: Page): Set<unknown> => {
  const open = new Set<unknown>()
  page.on("request", (r) => {
    if (!isLiveStream(r)) open.add(r)
  })
  page.on("requestfinished", (r) => open.delete(r))
  page.on("requestfailed", (r) => open.delete(r))
  return open
}

/**
 * Playwright's `networkidle` for a signed-in page: nothing but the live stream in flight for
 * `quietMs` (a signed-in page keeps its stream open, so `networkidle` would never come).
 */
export async function networkQuiet(page: Page, open: Set<unknown>, quietMs = 500): Promise<void> {
  let quietSince = Date.now()
  for (;;) {
    await page.waitForTimeout(50)
    if (open.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
  }
}
