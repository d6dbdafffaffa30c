import type { OpenApi } from "effect/http-api"
import { ROLE_NAMES } from "../../core/domain/users/users-page-rules.ts"
import { sessionCookieName } from "../auth/session-store.ts"
import type { AccessRule } from "./access-rule.ts"

/**
 * The ways a call proves its session (DESIGN, "Sessions and security"): the header the CLI and
 * the document backend send, the cookie `POST /v1/login` sets, and a personal access token.
 */
export const securitySchemes = {
  sessionHeader: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "`Authorization: EC <sessionID>`, with the `sessionID` that `POST /v1/login` answers.",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: sessionCookieName,
    description: "The HttpOnly, SameSite=Lax session cookie that `POST /v1/login` sets.",
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description: "A personal access token: `Authorization: Bearer <token>`.",
  },
} satisfies Record<string, OpenApi.OpenAPISecurityScheme>

/** Any one of the schemes will do (OpenAPI: the requirements of the list are alternatives). */
const anySession: Array<OpenApi.OpenAPISecurityRequirement> = Object.keys(securitySchemes).map((name) => ({
  [name]: [],
}))

/**
 * An operation's `security` as its access rule says: none for a public call, a session otherwise;
 * a call that needs the owner's own sign-in (`ownSignIn`) does not take a personal access token.
 */
export const securityOf = (rule: AccessRule): Array<OpenApi.OpenAPISecurityRequirement> =>
  rule.session === "none"
    ? []
    : anySession
        .filter((requirement) => rule.ownSignIn !== true || !("bearerToken" in requirement))
        .map((requirement) => ({ ...requirement }))

const scopeWords: Record<AccessRule["scope"], string> = {
  global: "",
  own: " on their own account",
  company: " within their company scope (another company's record answers 404 like a missing one)",
  user: " for themselves, or for another user as the user rule allows (403 in scope, 404 outside it)",
}

const rolesWords = (roles: AccessRule["roles"]): string =>
  roles === "any"
    ? "any signed-in user"
    : `signed-in ${roles.map((id) => ROLE_NAMES[id] ?? String(id)).join(", ")} only (403 for other roles)`

/** Who may call an operation, in words, from its access rule. */
export const whoMayCall = (rule: AccessRule): string => {
  if (rule.session === "none") return "Who may call: anyone, no session needed."
  const expired = rule.whileExpired ? " Answers while the password has expired." : ""
  return `Who may call: ${rolesWords(rule.roles)}${scopeWords[rule.scope]}; 401 without a live session.${expired}`
}
