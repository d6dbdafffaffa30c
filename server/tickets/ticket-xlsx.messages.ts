/**
 * What an export sends a spreadsheet worker: "open" a sheet with dates in a zone, batches of rows as
 * JSON text with their ids in list order, then "finish"; "taken" after each part it received. A
 * worker writes one sheet at a time and takes the next "open" after it answered "done".
 */
export type ToXlsxWorker =
  | { readonly kind: "open"; readonly zone: string }
  | { readonly kind: "rows"; readonly json: string; readonly ids: ReadonlyArray<number> }
  | { readonly kind: "finish" }
  | { readonly kind: "taken" }

/**
 * What the worker answers, one message per request and in order ("ok", "done" when finished, or
 * "failed"), and in between, unasked, each "part" of the file as the zip produces it: the worker
 * sends the next part only after the export answered "taken", so at most one is in flight.
 */
export type FromXlsxWorker =
  | { readonly kind: "ok" }
  | { readonly kind: "done" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "part"; readonly bytes: Uint8Array }

/** Bytes of the zip gathered into one part before it goes to the export (the last is smaller). */
export const XLSX_PART_BYTES = 512 * 1024
