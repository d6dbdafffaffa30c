export * from "./account.tables.ts"
export * from "./service.tables.ts"
