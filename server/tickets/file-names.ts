/**
 * Names and types of served files. Uploaded names are only ever shown and offered back in
 * Content-Disposition; bytes are stored under generated ids, so a name cannot reach the disk.
 */

const MAX_NAME_LENGTH = 200

/** Control characters (C0, DEL, C1) and characters Windows refuses in names. */
const isUnsafeChar = (c: string): boolean => {
  const code = c.codePointAt(0) ?? 0
  return code < 0x20 || (code >= 0x7f && code < 0xa0) || '<>:"|?*'.includes(c)
}

/**
 * Invisible format characters (Unicode category Cf): bidi controls (U+202A-U+202E, U+2066-U+2069),
 * zero-width marks (U+200B-U+200F), U+FEFF and the like. `invoice\u202efdp.exe` shows as
 * "invoiceexe.pdf"; without them a name reads as what it is.
 */
const FORMAT_CHARS = /\p{Cf}/gu

/**
 * The last path segment of an uploaded name, without format characters (dropped), control
 * characters or characters unsafe in file names (each becomes `_`), or trailing dots and spaces;
 * `undefined` when nothing usable is left ("", ".", "..").
 */
export const sanitizeFileName = (raw: string): string | undefined => {
  const base = raw.split(/[\\/]/).pop() ?? ""
  const visible = base.normalize("NFC").replace(FORMAT_CHARS, "")
  const clean = Array.from(visible, (c) => (isUnsafeChar(c) ? "_" : c))
    .join("")
    .trim()
    // Windows drops trailing dots and spaces: "setup.exe. ." is saved as "setup.exe".
    .replace(/(?<=[^.])[. ]+$/, "")
  if (clean === "" || /^\.+$/.test(clean)) return undefined
  if (clean.length <= MAX_NAME_LENGTH) return clean
  const dot = clean.lastIndexOf(".")
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ""
  return clean.slice(0, MAX_NAME_LENGTH - ext.length) + ext
}

/** Types we name explicitly; anything else (HTML, SVG, scripts, unknown) is served as opaque bytes. */
const safeTypes: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  txt: "text/plain; charset=utf-8",
  log: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  json: "application/json",
  zip: "application/zip",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
}

export const OPAQUE_TYPE = "application/octet-stream"

/** Content-Type for a file name, from its extension; never taken from the uploader's request. */
export const contentTypeOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".")
  return dot < 0 ? OPAQUE_TYPE : (safeTypes[fileName.slice(dot + 1).toLowerCase()] ?? OPAQUE_TYPE)
}

/** RFC 5987 encoding for `filename*` (encodeURIComponent leaves a few characters it must not). */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266), so browsers save
 * the file rather than render it.
 */
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_")
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`
}
