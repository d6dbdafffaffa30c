import { useSelector } from "@xstate/react"
import { useId } from "react"
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
} from "react-aria-components"
import type { TicketPageRef, TicketWatchersRef } from "./ticket-refs.ts"
import "../../styles/combo-box.css"

/**
 * 'Add a colleague': a button opening a popover whose search box asks the server (the machine waits
 * for the typing to stop) for the company's active users who do not watch the ticket; arrow keys
 * move, Enter adds, Escape closes. Open while the machine is `picking`; a react-aria dialog rather
 * than its ComboBox for the reason the equipment choice gives (aria-hidden-focus).
 */
export function TicketWatcherPicker({
  watchers,
  page,
}: {
  watchers: TicketWatchersRef
  page: TicketPageRef
}) {
  const labelId = useId()
  const open = useSelector(watchers, (s) => s.matches("picking"))
  const searching = useSelector(watchers, (s) => s.matches({ picking: "searching" }))
  const search = useSelector(watchers, (s) => s.context.search)
  const candidates = useSelector(watchers, (s) => s.context.candidates)
  const busy = useSelector(watchers, (s) => s.matches("adding") || s.matches("removing"))
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => page.send({ type: next ? "watchers.pick" : "watchers.cancel" })}
    >
      <Button className="button button-secondary button-small" isDisabled={busy}>
        Add a colleague
      </Button>
      <Popover className="combo-popover" placement="bottom start">
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
                  <span className="watcher-name">{c.name}</span>{" "}
                  <span className="watcher-meta">{c.email}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
