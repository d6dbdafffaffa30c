import { useSelector } from "@xstate/react"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import { activeFilterCount } from "../../../core/domain/tickets/active-filters.ts"
import { Icon } from "../../components/icons.tsx"
import { useDialog } from "../../lib/dialog-state.ts"
import { TicketFilters } from "./ticket-filters.tsx"
import type { TicketListPageRef, TicketListRef, TicketOptionsRef } from "./ticket-refs.ts"

interface FiltersDialogProps {
  readonly list: TicketListRef
  readonly options: TicketOptionsRef
  readonly page: TicketListPageRef
}

/**
 * Small screens: the filters behind a "Filters" button, in a modal dialog (the `ticketFilter` modal
 * flag, so leaving the route closes it). Each change applies at once, as on larger screens; the
 * button says how many filters are on.
 */
export function TicketFiltersDialog({ list, options, page }: FiltersDialogProps) {
  const [open, setOpen] = useDialog("ticketFilter")
  const status = useSelector(list, (s) => s.context.status)
  const filters = useSelector(list, (s) => s.context.filters)
  const count = activeFilterCount(status, filters)
  return (
    <>
      <Button
        className="button button-secondary filters-button"
        aria-label={count > 0 ? `Filters, ${count} on` : "Filters"}
        onPress={() => setOpen(true)}
      >
        <Icon name="filter" />
        Filters
        {count > 0 ? <span className="filter-count">{count}</span> : null}
      </Button>
      <ModalOverlay className="dialog-overlay" isOpen={open} isDismissable onOpenChange={setOpen}>
        <Modal className="dialog-modal filters-modal">
          <Dialog className="dialog filters-dialog">
            <div className="filters-dialog-head">
              <Heading slot="title">Filters</Heading>
              <Button slot="close" className="icon-button" aria-label="Close filters">
                <Icon name="close" />
              </Button>
            </div>
            <TicketFilters list={list} options={options} page={page} />
            <div className="dialog-actions">
              <Button slot="close" className="button button-primary">
                Show tickets
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  )
}
