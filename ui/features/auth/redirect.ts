import { DASHBOARD_PATH } from "../../../core/domain/routes.ts"

/**
 * Where to go after sign-in: the `redirect` query when it is a same-origin path ("/x", not
 * "//host" or "/\\host"), otherwise the dashboard.
 */
export const redirectTarget = (search: string): string => {
  const target = new URLSearchParams(search).get("redirect")
  if (target === null || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return DASHBOARD_PATH
  }
  return target
}
