import { Context, Layer } from "effect"

/** Synchronous key-value storage: localStorage in the browser, a file in the CLI, memory in tests. */
export interface StorageShape {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** The client's key-value storage service. Hosts provide a layer; core never touches globals. */
export class Storage extends Context.Service<Storage, StorageShape>()("portal/Storage") {}

/** A storage backed by a Map, optionally seeded. Exposes the map for assertions. */
export const makeMemoryStorage = (
  seed: Readonly<Record<string, string>> = {},
): StorageShape & {
  readonly entries: Map<string, string>
} => {
  const entries = new Map(Object.entries(seed))
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => {
      entries.set(key, value)
    },
    remove: (key) => {
      entries.delete(key)
    },
  }
}

/** Layer over a given storage implementation (hosts wrap localStorage or a file with this). */
export const storageLayer = (storage: StorageShape): Layer.Layer<Storage> => Layer.succeed(Storage, storage)

/** In-memory storage layer for tests and one-off runs. */
export const memoryStorage = (seed: Readonly<Record<string, string>> = {}): Layer.Layer<Storage> =>
  storageLayer(makeMemoryStorage(seed))
