/**
 * Fields that hold secrets, by name, wherever client data is logged (spec section 7, log service):
 * the event log (`core/eventlog/redact.ts`) and the server's client log both read these rules.
 */

/** `password`, `newPassword`, `confirmPassword`, `password_confirmation`... but not flags such as `passwordExpired`. */
const PASSWORD_KEY = /^(?:new|old|current|confirm(?:ed)?)?_?password(?:_?confirm(?:ation)?)?$/i

/**
 * `sessionID`, `session_id`, and `secret` (a new personal access token's, issue 26): either lets
 * anyone who reads it act as the user.
 */
const SESSION_ID_KEY = /^(?:session_?id|secret)$/i

/** True for a field name whose value is a password (removed from logs). */
export const isPasswordKey = (key: string): boolean => PASSWORD_KEY.test(key)

/** True for a field name whose value is a session id or a personal token (masked in logs). */
export const isSessionIdKey = (key: string): boolean => SESSION_ID_KEY.test(key)
