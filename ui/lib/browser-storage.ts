import type { StorageShape } from "../../core/runtime/storage.ts"

/**
 * localStorage as the runtime's Storage. Access can throw (privacy modes, quota), in which case
 * reads see nothing and writes are dropped rather than breaking the app.
 */
export const browserStorage: StorageShape = {
  get: (key) => {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: (key, value) => {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // storage unavailable: the value lives only as long as the page
    }
  },
  remove: (key) => {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // storage unavailable: nothing to remove
    }
  },
}
