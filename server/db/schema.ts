export * from "./account.tables.ts"
export * from "./service.tables.ts"
export * from "./client-log.tables.ts"
