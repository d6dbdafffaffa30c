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
}
