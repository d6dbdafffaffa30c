import type { Temporal as TemporalApi } from "temporal-polyfill"

/**
 * What `temporal-polyfill` resolves to in the browser build (a vite alias, see vite.config.ts):
 * the browser's own Temporal when it has one, else the polyfill, fetched by `loadTemporal()` before
 * the app starts. The polyfill is ~40 kB gzipped, so browsers with Temporal never download it.
 * Node (server, CLI, tests) imports the real package, which prefers a native Temporal as well.
 */
type TemporalNamespace = typeof TemporalApi

const native = (globalThis as { Temporal?: TemporalNamespace }).Temporal

/** A live binding: set once `loadTemporal()` has run (core reads it only inside functions). */
export let Temporal: TemporalNamespace = native as TemporalNamespace

/** Resolves once `Temporal` is usable; loads the polyfill only when the browser lacks Temporal. */
export const loadTemporal = async (): Promise<void> => {
  if (Temporal) return
  Temporal = (await import("temporal-polyfill/implementation")).Temporal
}
