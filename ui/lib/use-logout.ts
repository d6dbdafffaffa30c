import { useLocation } from "wouter"
import { LOGIN_PATH } from "../../core/domain/routes.ts"
import { usePortal } from "./portal-context.tsx"

/**
 * Logout from a button or menu: go to the login page first, so the guard does not treat the
 * signed-in page as a place to come back to, then end the session.
 */
export const useLogout = () => {
  const { auth } = usePortal()
  const [, navigate] = useLocation()
  return () => {
    navigate(LOGIN_PATH, { replace: true })
    auth.send({ type: "auth.logout" })
  }
}
