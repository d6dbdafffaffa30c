/** What the request log and the error answers need to know about one request, learnt along the way. */
export interface RequestNotes {
  readonly requestId: string
  /** Set by the authentication middleware once the session resolved to a user. */
  userId?: number
}

// Keyed by the platform's request object: it stays the same while middleware (trusted proxies, the
// request logger) hands a modified copy of the Effect request inward.
const notes = new WeakMap<object, RequestNotes>()

export const startNotes = (source: object, requestId: string): RequestNotes => {
  const fresh: RequestNotes = { requestId }
  notes.set(source, fresh)
  return fresh
}

/** Records the signed-in user of a request (a no-op outside a noted request). */
export const noteUserId = (source: object, userId: number): void => {
  const found = notes.get(source)
  if (found !== undefined) found.userId = userId
}

/** The id of a noted request, for log lines written deeper in (a defect, a lost database). */
export const requestIdOf = (source: object): string | undefined => notes.get(source)?.requestId
