import { emit, enqueueActions, forwardTo, setup } from "xstate"
import { shellOf, ticketsChanged } from "../shell/tell-shell.ts"
import { newTicketMachine } from "../new-ticket/new-ticket.machine.ts"
import type { NewTicketValues } from "../new-ticket/new-ticket.form.ts"
import type { NewTicketEmitted, NewTicketEvent, NewTicketInput } from "../new-ticket/new-ticket.types.ts"
import { ticketOptionsMachine } from "../ticket-options/ticket-options.machine.ts"

/** What the screen sends (the form's events) and what the form announces (place, created). */
export type NewTicketPageEvent = NewTicketEvent | NewTicketEmitted

/** For the host: the new ticket's id (it counts it as open and goes to it). */
export type NewTicketPageEmitted = Extract<NewTicketEmitted, { type: "ticket.created" }>

/**
 * The New Service Ticket page: the form and its choices as children, and the wiring between them.
 * A chosen agreement loads its locations, a chosen location the equipment there; the created
 * ticket is counted by the shell (its menu and saved views, when the shell runs the page) and goes
 * to the host. Hosts send every event here and read the children's snapshots.
 */
export const newTicketPageMachine = setup({
  types: {} as {
    context: { readonly defaults: Partial<NewTicketValues> }
    events: NewTicketPageEvent
    input: NewTicketInput | undefined
    emitted: NewTicketPageEmitted
    children: { form: "newTicket"; options: "ticketOptions" }
  },
  actors: { newTicket: newTicketMachine, ticketOptions: ticketOptionsMachine },
  actions: {
    // Inside the shell, the menu counts the new ticket as open and the saved views recount.
    countCreated: enqueueActions(({ self, enqueue }) => {
      const shell = shellOf(self)
      if (shell) enqueue.sendTo(shell, ticketsChanged("created"))
    }),
  },
}).createMachine({
  id: "newTicketPage",
  context: ({ input }) => ({ defaults: input?.defaults ?? {} }),
  invoke: [
    { id: "options", src: "ticketOptions" },
    { id: "form", src: "newTicket", input: ({ context }) => ({ defaults: context.defaults }) },
  ],
  on: {
    "form.input": { actions: forwardTo("form") },
    "form.change": { actions: forwardTo("form") },
    "form.blur": { actions: forwardTo("form") },
    "form.submit": { actions: forwardTo("form") },
    "form.reset": { actions: forwardTo("form") },
    "files.add": { actions: forwardTo("form") },
    "files.remove": { actions: forwardTo("form") },
    "files.progress": { actions: forwardTo("form") },
    "ticket.placeChanged": {
      actions: enqueueActions(({ enqueue, event }) => {
        const { agreementid, locationid } = event
        if (agreementid === null) return
        enqueue.sendTo("options", { type: "options.locationsNeed", agreementids: [agreementid] })
        if (locationid !== null)
          enqueue.sendTo("options", { type: "options.equipmentNeed", agreementid, locationid })
      }),
    },
    "ticket.created": { actions: ["countCreated", emit(({ event }) => event)] },
  },
})
