/** A seeded pseudo-random generator (mulberry32) so every seed run produces the same data. */
export interface Rng {
  /** A float in [0, 1). */
  readonly next: () => number
  /** A whole number in [min, max]. */
  readonly int: (min: number, max: number) => number
  readonly pick: <T>(items: ReadonlyArray<T>) => T
  readonly chance: (probability: number) => boolean
  /** Picks by weight; weights need not sum to 1. */
  readonly weighted: <T>(items: ReadonlyArray<readonly [T, number]>) => T
}

export const makeRng = (seed: number): Rng => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(next() * items.length)]!
  const chance = (probability: number) => next() < probability
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let roll = next() * total
    for (const [item, w] of items) {
      roll -= w
      if (roll < 0) return item
    }
    return items[items.length - 1]![0]
  }
  return { next, int, pick, chance, weighted }
}
