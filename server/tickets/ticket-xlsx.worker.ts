/**
 * The export's spreadsheet writer, run in a `worker_threads` worker (ticket-xlsx.worker-pool.ts
 * keeps a few): parsing the rows, formatting dates and zipping the xlsx are CPU work that would
 * otherwise hold the server's event loop for seconds on a large export, and every other user's
 * request with it.
 */
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { Writable } from "node:stream"
import { parentPort } from "node:worker_threads"
import { type ExportRow, toExportTicket } from "./ticket-rows.ts"
import { openTicketXlsx, type XlsxSink } from "./ticket-xlsx.ts"
import type { FromXlsxWorker, ToXlsxWorker } from "./ticket-xlsx.messages.ts"

const port = parentPort
if (port === null) throw new Error("ticket-xlsx.worker.ts runs as a worker thread")

/**
 * This thread yields the CPU to the server's main thread (which answers every other user): on
 * Linux a thread has its own nice value, and /proc/thread-self names this thread's id. Raising
 * one's own nice value needs no privilege. Elsewhere the worker keeps the process's priority.
 */
const EXPORT_THREAD_NICE = 15
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop())
  if (Number.isInteger(tid) && tid > 0) setPriority(tid, EXPORT_THREAD_NICE)
} catch {
  // Not Linux, or not allowed: the export still works at normal priority.
}

/** The sheet being written and the compressed bytes so far. */
let current: { readonly sheet: XlsxSink; readonly chunks: Buffer[] } | undefined

const open = (zone: string) => {
  const chunks: Buffer[] = []
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
  current = { sheet: openTicketXlsx(out, zone), chunks }
}

const sheetOpen = () => {
  if (current === undefined) throw new Error("no sheet is open")
  return current
}

/**
 * A batch's rows (JSON text in any order) written in the order of `ids`, the list's order; resolves
 * once the zip has taken them in, so the export reads the next batch only then (flat memory).
 */
const writeBatch = (json: string, ids: ReadonlyArray<number>) => {
  const byId = new Map((JSON.parse(json) as Array<ExportRow>).map((row) => [row.ticketid, row]))
  return sheetOpen().sheet.add(ids.flatMap((id) => (byId.has(id) ? [toExportTicket(byId.get(id)!)] : [])))
}

const finish = async (): Promise<Uint8Array> => {
  const { sheet, chunks } = sheetOpen()
  await sheet.finish()
  current = undefined
  // One copy of the compressed file, into a buffer of its own (transferable, not from the pool).
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let at = 0
  for (const chunk of chunks.splice(0)) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

const reply = (message: FromXlsxWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
const failed = (error: unknown) => reply({ kind: "failed", message: String(error) })

port.on("message", (message: ToXlsxWorker) => {
  try {
    if (message.kind === "open") open(message.zone)
    else if (message.kind === "rows") {
      writeBatch(message.json, message.ids).then(() => reply({ kind: "ok" }), failed)
      return
    } else {
      finish().then((bytes) => reply({ kind: "done", bytes }, [bytes.buffer as ArrayBuffer]), failed)
      return
    }
    reply({ kind: "ok" })
  } catch (error) {
    failed(error)
  }
})
