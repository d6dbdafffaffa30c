import { useSelector } from "@xstate/react"
import { lazy, Suspense, useRef } from "react"
import { useOnceWanted } from "../../lib/use-once-wanted.ts"
import type { TicketPageRef, TicketWatchersRef } from "./ticket-refs.ts"

const loadPopover = () => import("./ticket-watcher-popover.tsx")
// react-aria's popover, dialog, search and list code loads when the button is first hovered,
// focused or pressed: a ticket opened directly does not fetch and run it (issue 25).
const TicketWatcherPopover = lazy(loadPopover)

/**
 * 'Add a colleague': a button opening the colleague search (`ticket-watcher-popover.tsx`). Open
 * while the machine is `picking`; a react-aria dialog in a popover rather than its ComboBox for the
 * reason the equipment choice gives (aria-hidden-focus).
 */
export function TicketWatcherPicker({
  watchers,
  page,
}: {
  watchers: TicketWatchersRef
  page: TicketPageRef
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const open = useSelector(watchers, (s) => s.matches("picking"))
  const busy = useSelector(watchers, (s) => s.matches("adding") || s.matches("removing"))
  const needed = useOnceWanted(open)
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button-secondary button-small"
        disabled={busy}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => page.send({ type: open ? "watchers.cancel" : "watchers.pick" })}
      >
        Add a colleague
      </button>
      {needed ? (
        <Suspense fallback={null}>
          <TicketWatcherPopover watchers={watchers} page={page} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  )
}
