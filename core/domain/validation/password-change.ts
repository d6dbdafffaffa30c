/**
 * A signed-in user's password change (profile, CLI, forced update; issue 22): the current password
 * proves the change is the owner's, and the new one must differ from it. Mailed reset and setup
 * links need neither. One wording for the server, the forms and the CLI.
 */

export const passwordChangeMessages = {
  currentRequired: "Current password is required",
  sameAsCurrent: "New password must differ from the current password",
  currentWrong: (attemptsRemaining: number) =>
    `Current password is not correct. ${attemptsRemaining} ${attemptsRemaining === 1 ? "attempt" : "attempts"} remaining.`,
} as const

/** A refusal of a password change: the field it names and its sentence. */
export interface PasswordChangeProblem {
  readonly field: "currentPassword" | "password"
  readonly message: string
}

/**
 * What can be refused before anything is sent: a missing current password, or a new password equal
 * to the typed current one. The server checks the new one against the stored hash too.
 */
export const passwordChangeProblem = (
  currentPassword: string,
  newPassword: string,
): PasswordChangeProblem | null => {
  if (currentPassword.length === 0)
    return { field: "currentPassword", message: passwordChangeMessages.currentRequired }
  if (newPassword === currentPassword)
    return { field: "password", message: passwordChangeMessages.sameAsCurrent }
  return null
}
