/**
 * One long-lived actor per session, made on first ask: the same actor for the same session (however
 * often the shell remounts), a fresh one (the old one stopped) for a new session.
 */
export const perSession = <A extends { readonly stop: () => void }>(make: () => A) => {
  let held: { readonly key: string; readonly actor: A } | null = null
  return (sessionID: string): A => {
    if (held?.key === sessionID) return held.actor
    held?.actor.stop()
    held = { key: sessionID, actor: make() }
    return held.actor
  }
}
