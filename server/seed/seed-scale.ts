import type { SeedScale } from "../../core/schema/config.ts"

/** How much data a seed run creates. `tiny` exists for fast server tests. The scales are declared in core. */
export { isSeedScale, type SeedScale } from "../../core/schema/config.ts"

export interface ScaleSize {
  readonly customers: number
  readonly tickets: number
  readonly equipment: number
  /** Company users generated per customer besides the demo sign-ins. */
  readonly extraUsers: number
}

export const scaleSizes: Record<SeedScale, ScaleSize> = {
  tiny: { customers: 3, tickets: 400, equipment: 80, extraUsers: 2 },
  demo: { customers: 4, tickets: 10_000, equipment: 2_000, extraUsers: 8 },
  large: { customers: 12, tickets: 100_000, equipment: 20_000, extraUsers: 170 },
  // A large provider (issue 27): 8 demo sign-ins + 12 x 1,666 = 20,000 users. Not in `npm test`.
  huge: { customers: 12, tickets: 1_000_000, equipment: 100_000, extraUsers: 1_666 },
}
