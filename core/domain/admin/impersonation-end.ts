import { DASHBOARD_PATH } from "../routes.ts"

/** Where ending an impersonation lands, and whether that means reloading the page already shown. */
export interface EndTarget {
  readonly path: string
  readonly reload: boolean
}

/** A same-site path: starts with one slash (not `//host`, not a backslash trick). */
const isLocalPath = (value: string): boolean => /^\/(?![/\\])/.test(value)

/**
 * Spec section 4: ending returns to the redirect target or the dashboard, reloading the page when
 * it is already there. A redirect that is not a local path is ignored (no open redirect).
 */
export const impersonationEndTarget = (
  redirect: string | null | undefined,
  currentPath: string,
): EndTarget => {
  const path = redirect && isLocalPath(redirect) ? redirect : DASHBOARD_PATH
  return { path, reload: path === currentPath }
}
