/** Replay stopped because the machines did something the recording does not have. */
export class ReplayMismatch extends Error {
  override readonly name = "ReplayMismatch"
}

/**
 * Waits for `promise`, but fails at once on a replay mismatch and after `waitMs` of real time
 * (the machines did not do what the log says): replay never hangs.
 */
export const within = async <T>(
  promise: Promise<T>,
  failure: Promise<never>,
  waitMs: number,
  message: () => string,
): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReplayMismatch(message())), waitMs)
  })
  try {
    return await Promise.race([promise, failure, timeout])
  } finally {
    clearTimeout(timer)
  }
}
