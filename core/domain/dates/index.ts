export * from "./format.ts"
export * from "./range.ts"
