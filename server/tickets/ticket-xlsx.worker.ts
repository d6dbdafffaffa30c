/**
 * The export's spreadsheet writer, run in a `worker_threads` worker (ticket-xlsx.worker-pool.ts
 * keeps a few): parsing the rows, formatting dates and zipping the xlsx are CPU work that would
 * otherwise hold the server's event loop for seconds on a large export, and every other user's
 * request with it.
 */
import { readlinkSync } from "node:fs"
import { setPriority } from "node:os"
import { parentPort } from "node:worker_threads"
import { type ExportRow, toExportTicket } from "./ticket-rows.ts"
import { openTicketXlsx, type XlsxSink } from "./ticket-xlsx.ts"
import { type FromXlsxWorker, type ToXlsxWorker, XLSX_PART_BYTES } from "./ticket-xlsx.messages.ts"
import { partsWritable } from "./ticket-xlsx.parts.ts"

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

const reply = (message: FromXlsxWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
const failed = (error: unknown) => reply({ kind: "failed", message: String(error) })

/** The sheet being written. */
let current: XlsxSink | undefined
/** Resolves the part posted last once the export answers "taken". */
let taken: (() => void) | undefined

/** Posts a part of the zip to the export (moved, not copied) and waits until it is stored. */
const sendPart = (bytes: Uint8Array) =>
  new Promise<void>((resolve) => {
    taken = resolve
    reply({ kind: "part", bytes }, [bytes.buffer as ArrayBuffer])
  })

const open = (zone: string) => {
  current = openTicketXlsx(partsWritable(XLSX_PART_BYTES, sendPart), zone)
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
  return sheetOpen().add(ids.flatMap((id) => (byId.has(id) ? [toExportTicket(byId.get(id)!)] : [])))
}

/** Closes the workbook: resolves once its last part was taken. */
const finish = async () => {
  await sheetOpen().finish()
  current = undefined
}

const onTaken = () => {
  const resolve = taken
  taken = undefined
  resolve?.()
}

port.on("message", (message: ToXlsxWorker) => {
  try {
    if (message.kind === "taken") onTaken()
    else if (message.kind === "open") {
      open(message.zone)
      reply({ kind: "ok" })
    } else if (message.kind === "rows")
      writeBatch(message.json, message.ids).then(() => reply({ kind: "ok" }), failed)
    else finish().then(() => reply({ kind: "done" }), failed)
  } catch (error) {
    failed(error)
  }
})
