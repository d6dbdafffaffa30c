export * from "./ticket-activity.actors.ts"
export * from "./ticket-attachments.machine.ts"
export * from "./ticket-comment.machine.ts"
