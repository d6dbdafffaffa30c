import { isBlob, isPlainObject, type Json, type JsonObject } from "./json-value.ts"

const CHUNK = 0x8000

/** Base64 of bytes (btoa over chunks: works the same in browsers and Node). */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + CHUNK, bytes.length)))
  return btoa(binary)
}

/** Bytes of base64 text; throws on text that is not base64. */
export const base64ToBytes = (text: string): Uint8Array => {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * An event payload as JSON that keeps file contents, so replay can send the same bytes:
 * a Blob becomes `{ $blob: { type, base64 } }`, bytes become `{ $bytes: base64 }`.
 */
export const encodeEventValue = async (value: unknown): Promise<Json> => {
  if (value === null || value === undefined) return null
  if (isBlob(value)) {
    const bytes = new Uint8Array(await value.arrayBuffer())
    return { $blob: { type: value.type, base64: bytesToBase64(bytes) } }
  }
  if (value instanceof Uint8Array) return { $bytes: bytesToBase64(value) }
  if (Array.isArray(value)) return Promise.all(value.map(encodeEventValue))
  if (typeof value === "object") {
    const out: JsonObject = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === "function") continue
      out[key] = await encodeEventValue(item)
    }
    return out
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (typeof value === "string" || typeof value === "boolean") return value
  return null
}

const blobOf = (spec: Record<string, unknown>): Blob => {
  const type = typeof spec.type === "string" ? spec.type : ""
  if (typeof spec.base64 === "string") return new Blob([base64ToBytes(spec.base64) as BlobPart], { type })
  if (typeof spec.text === "string") return new Blob([spec.text], { type })
  throw new Error("a $blob needs 'base64' or 'text'")
}

/**
 * The reverse of `encodeEventValue`, for flows and replay: `{ $blob: { type, base64 | text } }`
 * becomes a Blob and `{ $bytes: base64 }` a Uint8Array; everything else is copied.
 */
export const decodeEventValue = (json: unknown): unknown => {
  if (Array.isArray(json)) return json.map(decodeEventValue)
  if (!isPlainObject(json)) return json
  const keys = Object.keys(json)
  if (keys.length === 1 && isPlainObject(json.$blob)) return blobOf(json.$blob)
  if (keys.length === 1 && typeof json.$bytes === "string") return base64ToBytes(json.$bytes)
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = decodeEventValue(json[key])
  return out
}
