/**
 * Shape checks with no dependencies: the browser's session log (loaded with the login route) uses
 * them, so they must not pull Effect in.
 */
export const isPlainObject = (u: unknown): u is Record<string, unknown> => {
  if (typeof u !== "object" || u === null) return false
  const proto = Object.getPrototypeOf(u)
  return proto === Object.prototype || proto === null
}

export const isBlob = (u: unknown): u is Blob => typeof Blob !== "undefined" && u instanceof Blob
