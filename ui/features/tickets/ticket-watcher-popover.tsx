import { useSelector } from "@xstate/react"
import { type RefObject, useId } from "react"
import {
  Autocomplete,
  Dialog,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
} from "react-aria-components"
import type { TicketPageRef, TicketWatchersRef } from "./ticket-refs.ts"
import "../../styles/combo-box.css"

/**
 * The colleague search under 'Add a colleague' (`ticket-watcher-picker.tsx`, which loads it when
 * first wanted): a search box that asks the server (the machine waits for the typing to stop) for the
 * company's active users who do not watch the ticket; arrow keys move, Enter adds, Escape closes.
 */
export default function TicketWatcherPopover({
  watchers,
  page,
  triggerRef,
}: {
  readonly watchers: TicketWatchersRef
  readonly page: TicketPageRef
  readonly triggerRef: RefObject<HTMLButtonElement | null>
}) {
  const labelId = useId()
  const open = useSelector(watchers, (s) => s.matches("picking"))
  const searching = useSelector(watchers, (s) => s.matches({ picking: "searching" }))
  const search = useSelector(watchers, (s) => s.context.search)
  const candidates = useSelector(watchers, (s) => s.context.candidates)
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) page.send({ type: "watchers.cancel" })
      }}
      className="combo-popover"
      placement="bottom start"
    >
      <Dialog aria-labelledby={labelId} className="combo-dialog">
        <p id={labelId} className="visually-hidden">
          Add a colleague as a watcher
        </p>
        <Autocomplete
          inputValue={search}
          onInputChange={(value) => page.send({ type: "watchers.search", value })}
        >
          <SearchField aria-label="Search colleagues" autoFocus className="combo-search">
            <Input placeholder="Name, username or email" />
          </SearchField>
          <ListBox
            aria-label="Colleagues"
            className="combo-list"
            items={candidates}
            onAction={(key) => page.send({ type: "watchers.add", userid: Number(key) })}
            renderEmptyState={() => (
              <p className="combo-empty">
                {searching ? "Searching…" : "No colleague matches what you typed."}
              </p>
            )}
          >
            {(c) => (
              <ListBoxItem id={c.userid} textValue={c.name} className="combo-option">
                <span className="watcher-name">{c.name}</span> <span className="watcher-meta">{c.email}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Dialog>
    </Popover>
  )
}
