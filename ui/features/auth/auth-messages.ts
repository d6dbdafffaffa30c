import type { SignInError } from "../../../core/machines/auth/auth.types.ts"

/**
 * The one place sign-in failures become display text. The server's message is shown as is (it
 * already reads "Invalid username or password" or names the lock); only status-less failures get
 * a friendlier wording than 'Unknown Error'.
 */
export const signInMessage = (error: SignInError): string => {
  if (error.status === -1)
    return `${error.message}: we could not reach the server. Please try again in a few minutes.`
  return error.message
}

/** The remaining-attempts line, unless the server's message already states it. */
export const attemptsLine = (error: SignInError): string | null => {
  if (error.attemptsRemaining === null || /attempt/i.test(error.message)) return null
  const n = error.attemptsRemaining
  return `${n} ${n === 1 ? "attempt" : "attempts"} remaining`
}
