import { recordFailureKind } from "../../domain/record-links.ts"
import { failureStatus } from "../../runtime/failures.ts"

/**
 * Guard of a record load's `onError` (`/equipment/:id`, `/tickets/:id`, another user's profile):
 * the server said the record is not there for the caller (404, or 403 read the same way), so the
 * machine goes to `notFound`, which no retry leaves; other failures stay in `error`.
 */
export const isMissingRecord = ({ event }: { readonly event: unknown }): boolean => {
  // Named guards are typed over the machine's own events; XState calls this one with the error event.
  const error = (event as { readonly error?: unknown }).error
  if (typeof error !== "object" || error === null) return false
  const tagged = error as { readonly _tag?: unknown; readonly status?: unknown }
  if (typeof tagged._tag !== "string") return false
  return recordFailureKind(failureStatus({ _tag: tagged._tag, status: tagged.status })) === "notFound"
}
