export * from "./ticket-export.actors.ts"
export * from "./ticket-export.machine.ts"
export * from "./ticket-list.actors.ts"
export * from "./ticket-list.machine.ts"
