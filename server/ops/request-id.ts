/** Longest incoming request id we keep: a UUID is 36 characters, trace ids of common proxies fit in 128. */
export const MAX_REQUEST_ID_LENGTH = 128

/** Letters, digits and the separators proxies use (`-_.:/+=@`): nothing that could forge a log line. */
const SAFE_ID = /^[A-Za-z0-9._:/+=@-]+$/

/** True when an incoming `X-Request-Id` may be kept: 1-128 safe characters. */
export const isSaneRequestId = (value: string | undefined): value is string =>
  value !== undefined && value.length > 0 && value.length <= MAX_REQUEST_ID_LENGTH && SAFE_ID.test(value)

/**
 * The id of a request: the incoming `X-Request-Id` when a trusted proxy sent it (PORTAL_TRUSTED_PROXIES)
 * and it is sane, else a new one. Anyone else could make their requests look like someone else's.
 */
export const chooseRequestId = (
  incoming: string | undefined,
  fromTrustedProxy: boolean,
  generate: () => string,
): string => (fromTrustedProxy && isSaneRequestId(incoming) ? incoming : generate())
