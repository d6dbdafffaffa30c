export * from "./navigation.actors.ts"
export * from "./navigation.machine.ts"
export type * from "./navigation.types.ts"
