/** The encodings the server sends, best first: brotli is smaller than gzip for the same text. */
export type ContentEncoding = "br" | "gzip" | "identity"

const preference: ReadonlyArray<ContentEncoding> = ["br", "gzip", "identity"]

const parseAcceptEncoding = (header: string): ReadonlyMap<string, number> => {
  const weights = new Map<string, number>()
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  return weights
}

/**
 * The encoding to answer with, from the request's `Accept-Encoding` and the encodings on offer
 * (RFC 9110 section 12.5.3): the highest q wins, ties go to the smaller encoding, `q=0` refuses,
 * `*` covers encodings not named. Identity is acceptable unless refused by name or by `*;q=0`;
 * when nothing on offer is acceptable the answer is identity anyway (a 406 helps nobody).
 */
export const negotiateEncoding = (
  acceptEncoding: string | undefined,
  available: ReadonlyArray<ContentEncoding>,
): ContentEncoding => {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return "identity"
  const weights = parseAcceptEncoding(acceptEncoding)
  const star = weights.get("*")
  const weightOf = (encoding: ContentEncoding) =>
    // Identity not named is acceptable but the last choice, below any compressed encoding asked for.
    weights.get(encoding) ?? star ?? (encoding === "identity" ? Number.MIN_VALUE : 0)
  let best: ContentEncoding = "identity"
  let bestWeight = 0
  for (const encoding of preference) {
    if (encoding !== "identity" && !available.includes(encoding)) continue
    const weight = weightOf(encoding)
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}
