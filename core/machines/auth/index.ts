export * from "./auth.actors.ts"
export * from "./auth.machine.ts"
export type * from "./auth.types.ts"
