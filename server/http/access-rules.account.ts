import type { AreaRules } from "./access-rule.ts"
import { ownData, ownSignIn, ownWhileExpired, publicCall, userRead } from "./access-kinds.ts"

/**
 * The access table's rows for signing in, the caller's own account and session, passwords,
 * configuration, email change links and the client log.
 */
export const accountAccessRules: AreaRules<
  "auth" | "config" | "account" | "password" | "dev" | "emailChange" | "clientLog" | "tokens"
> = {
  "auth.login": publicCall,
  "auth.loginAttempts": publicCall,
  "config.config": publicCall,
  "account.loginCount": userRead,
  // Signing out is the sign-in's own: a personal access token is revoked, not signed out.
  "account.logout": { ...ownWhileExpired, ownSignIn: true },
  "account.logoutAll": { ...ownWhileExpired, ownSignIn: true },
  "account.expired": ownWhileExpired,
  "account.session": ownWhileExpired,
  // A password token for the caller (the forced update) or for a user it may act for; never from a
  // personal access token.
  "account.newToken": { ...ownWhileExpired, scope: "user", userAction: "own", ownSignIn: true },
  "account.policyConfirmation": ownData,
  "password.forgot": publicCall,
  "password.forgotUsername": publicCall,
  "password.checkToken": publicCall,
  "password.reset": publicCall,
  "dev.outbox": publicCall,
  "clientLog.send": ownData,
  "emailChange.confirm": publicCall,
  "emailChange.cancel": publicCall,
  // Personal access tokens (issue 26): the caller's own, from their own sign-in only.
  "tokens.list": ownSignIn,
  "tokens.create": ownSignIn,
  "tokens.revoke": ownSignIn,
}
