import { canSeeUsers } from "./roles.ts"

/**
 * Links to one record (`/equipment/:id`, `/tickets/:id`, `/profile/:id`) fail in two ways that need
 * different screens: a record that is not there for the caller (it never existed, or it belongs to
 * another company: the server answers 404, or 403, and both read the same so that ids of other
 * companies cannot be told from unknown ones) and a server that could not answer (5xx, no answer,
 * too busy). Only the second is worth trying again.
 */
export type RecordFailureKind = "notFound" | "serverFailure"

/** What a record's failed load means, from the HTTP status it answered (-1: no answer). */
export const recordFailureKind = (status: number): RecordFailureKind =>
  status === 404 || status === 403 ? "notFound" : "serverFailure"

/** The kinds of record a link can name. */
export type RecordKind = "equipment" | "ticket" | "user"

/** What the not-found screen says and where it leads. */
export interface RecordNotFoundView {
  readonly title: string
  readonly body: string
  readonly back: { readonly href: string; readonly label: string }
}

const ACCESS = "It does not exist, or it is not part of your account."

/**
 * The not-found screen of a record link: what was not found and the way forward, the record's list
 * (the Users list only for the roles that have it; the dashboard otherwise).
 */
export const recordNotFoundView = (
  kind: RecordKind,
  id: number,
  roleId: number | null,
): RecordNotFoundView => {
  switch (kind) {
    case "equipment":
      return {
        title: "Equipment not found",
        body: `Equipment ${id} was not found. ${ACCESS}`,
        back: { href: "/equipment", label: "Back to Equipment" },
      }
    case "ticket":
      return {
        title: "Service ticket not found",
        body: `Service ticket #${id} was not found. ${ACCESS}`,
        back: { href: "/tickets", label: "Back to Service Tickets" },
      }
    case "user":
      return {
        title: "User not found",
        body: `This user was not found. ${ACCESS}`,
        back: canSeeUsers(roleId)
          ? { href: "/users", label: "Back to Users" }
          : { href: "/dashboard", label: "Back to the dashboard" },
      }
  }
}
