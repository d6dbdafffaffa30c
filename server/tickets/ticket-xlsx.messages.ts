/**
 * What an export sends a spreadsheet worker: "open" a sheet with dates in a zone, batches of rows as
 * JSON text with their ids in list order, then "finish". A worker writes one sheet at a time and
 * takes the next "open" after it answered "done".
 */
export type ToXlsxWorker =
  | { readonly kind: "open"; readonly zone: string }
  | { readonly kind: "rows"; readonly json: string; readonly ids: ReadonlyArray<number> }
  | { readonly kind: "finish" }

/** What the worker answers, one message per request and in order: "ok", or the file when finished. */
export type FromXlsxWorker =
  | { readonly kind: "ok" }
  | { readonly kind: "done"; readonly bytes: Uint8Array }
  | { readonly kind: "failed"; readonly message: string }
