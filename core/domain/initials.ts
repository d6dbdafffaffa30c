const words = (name: string | null | undefined): ReadonlyArray<string> =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)

const firstLetter = (word: string | undefined): string =>
  (word ? (Array.from(word)[0] ?? "") : "").toUpperCase()

/**
 * Avatar initials: the first letters of the first and last word of the name, uppercased.
 * A one-word name gives one letter; an empty name gives "".
 */
export const avatarInitials = (name: string | null | undefined): string => {
  const list = words(name)
  if (list.length === 0) return ""
  if (list.length === 1) return firstLetter(list[0])
  return firstLetter(list[0]) + firstLetter(list[list.length - 1])
}

/**
 * Profile-icon initials: first letters of up to two words, uppercased. Null when there is no name,
 * meaning the person placeholder is shown.
 */
export const profileIconInitials = (name: string | null | undefined): string | null => {
  const letters = words(name).slice(0, 2).map(firstLetter).join("")
  return letters.length > 0 ? letters : null
}

/** Senders that show the monitoring icon instead of initials. */
export const AUTOMATED_SENDERS: ReadonlyArray<string> = ["monitoring alert", "monitoring", "intranet message"]

/** True when the sender name is an automated sender (case-insensitive). */
export const isAutomatedSender = (name: string | null | undefined): boolean =>
  AUTOMATED_SENDERS.includes((name ?? "").trim().toLowerCase())

/** Full name is first and last name joined by a space. */
export const fullName = (firstname: string | null | undefined, lastname: string | null | undefined): string =>
  [firstname ?? "", lastname ?? ""].join(" ").trim()
