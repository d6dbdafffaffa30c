import { useSelector } from "@xstate/react"
import { useId } from "react"
import type { AnyActorRef } from "xstate"

/** A list actor, read-only: only the search text as typed is read. */
export type SearchSource = Pick<AnyActorRef, "subscribe"> & {
  getSnapshot(): { readonly context: { readonly search: string } }
}

/** Where each keystroke goes: the list itself or the page machine that owns it. */
export interface SearchTarget {
  send(event: { readonly type: "list.searchChange"; readonly search: string }): void
}

export interface ListSearchProps {
  readonly list: SearchSource & SearchTarget
  /** Receives `list.searchChange`; the list itself by default. */
  readonly target?: SearchTarget
  /** The visible label ("Search users"). */
  readonly label: string
  /** What the list looks in. */
  readonly placeholder: string
}

/**
 * The search box of every list. Each keystroke goes to the machine, which waits after the last
 * one, trims the term and asks again; the box shows the text as typed.
 */
export function ListSearch({ list, target, label, placeholder }: ListSearchProps) {
  const id = useId()
  const search = useSelector(list, (s) => s.context.search)
  const to = target ?? list
  return (
    <div className="field ticket-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={search}
        placeholder={placeholder}
        onChange={(e) => to.send({ type: "list.searchChange", search: e.target.value })}
      />
    </div>
  )
}
