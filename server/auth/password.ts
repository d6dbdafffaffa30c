import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto"

/**
 * Password hashes are `scrypt$N$r$p$salt$hash` (salt and hash base64): node's scrypt with a
 * per-user 16-byte salt. The parameters travel with the hash so they can be raised later.
 */
/** scrypt's cost N where nothing lowers it: every real deployment. */
export const PRODUCTION_PASSWORD_COST = 16384

/**
 * scrypt's cost N for new hashes: PORTAL_PASSWORD_COST, a test-only knob (vite.config.ts sets 1024
 * for test runs, where each sign-in would otherwise spend a quarter second of CPU), else the
 * production cost. Real scrypt either way; verifying reads N from the stored hash.
 */
export const passwordCost = (env: Record<string, string | undefined>): number => {
  const raw = env.PORTAL_PASSWORD_COST
  if (raw === undefined || raw === "") return PRODUCTION_PASSWORD_COST
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1024 || n > PRODUCTION_PASSWORD_COST || (n & (n - 1)) !== 0)
    throw new Error(`PORTAL_PASSWORD_COST must be a power of two from 1024 to 16384, not ${raw}`)
  return n
}

const params = { N: passwordCost(process.env), r: 8, p: 1 } as const
const keyLength = 64

/**
 * Keys derived in this process so far, per scrypt cost N: the work sign-ins do, which a test compares
 * for known and unknown usernames without timing it (sign-in-protection.test.ts). A few entries.
 */
export const keysDerived = new Map<number, number>()

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const cost = options.N ?? 0
    keysDerived.set(cost, (keysDerived.get(cost) ?? 0) + 1)
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params)
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$")
}

/** Timing-safe check; malformed stored hashes never match. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split("$")
  if (scheme !== "scrypt" || !saltB64 || !hashB64) return false
  const expected = Buffer.from(hashB64, "base64")
  if (expected.length !== keyLength) return false
  const key = await derive(password, Buffer.from(saltB64, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(key, expected)
}
