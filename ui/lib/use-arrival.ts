import { useDeferredValue } from "react"

/**
 * `now`, except while what just arrived is still being drawn: then the older copy, which React
 * replaces in a deferred pass it interrupts every few milliseconds instead of one long task (issue
 * 25, TBT). Only an arrival waits (`isWaiting` true of the older copy, false of `now`): a load
 * starting, or a change to what is already shown, shows at once, since a control drawn from the
 * older copy would spring back under the pointer. Parts that use the same test arrive in the same
 * pass. `now` must keep its identity while unchanged (memoised), or every render defers again.
 */
export const useArrival = <T>(now: T, isWaiting: (view: T) => boolean): T => {
  const deferred = useDeferredValue(now)
  return isWaiting(deferred) && !isWaiting(now) ? deferred : now
}
