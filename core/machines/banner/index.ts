export * from "./banner.actors.ts"
export * from "./banner.machine.ts"
export type * from "./banner.types.ts"
