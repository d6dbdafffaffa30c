/**
 * One long-lived actor per key (a session, with whatever else must start it afresh), made on first
 * ask from `input()`: the same actor for the same key (however often its screen remounts), a fresh
 * one (the old one stopped) for a new key; `end` stops the one held.
 */
export const perSession = <A extends { readonly stop: () => void }, I>(make: (input: I) => A) => {
  let held: { readonly key: string; readonly actor: A } | null = null
  return {
    get: (key: string, input: () => I): A => {
      if (held?.key === key) return held.actor
      held?.actor.stop()
      held = { key, actor: make(input()) }
      return held.actor
    },
    end: (): void => {
      held?.actor.stop()
      held = null
    },
  }
}
