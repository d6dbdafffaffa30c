export * from "./ticket-detail.actors.ts"
export * from "./ticket-detail.machine.ts"
