export * from "./new-ticket.actors.ts"
export * from "./new-ticket.form.ts"
export * from "./new-ticket.machine.ts"
