import { pipe } from "effect"

/**
 * Imported on its own before the runtime (`ui/app/portal.ts`): the browser evaluates Effect's code
 * (one chunk, `vite.config.ts`) in this task and the runtime's own code, the contract's Schemas
 * among it, in the next, instead of both in one long task (issue 25, TBT on a phone).
 */
export const effectEvaluated = typeof pipe === "function"
