import { MAX_ID } from "./constants.ts"

/** Whether `n` can be an id: a whole number from 1 to `MAX_ID` (the `Id` schema's bounds). */
export const isId = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= MAX_ID
