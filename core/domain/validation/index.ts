export * from "./password.ts"
export * from "./rules.ts"
