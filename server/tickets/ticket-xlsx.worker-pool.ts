import { Worker } from "node:worker_threads"
import type { FromXlsxWorker, ToXlsxWorker } from "./ticket-xlsx.messages.ts"

/** One spreadsheet on a worker thread (ticket-xlsx.worker.ts). */
export interface XlsxSheet {
  /** Sends a batch (JSON rows, ids in list order); resolves once the worker has written it. */
  readonly write: (json: string, ids: ReadonlyArray<number>) => Promise<void>
  /** Closes the workbook; resolves once its last part was stored. */
  readonly finish: () => Promise<void>
}

/**
 * Stores a part of the .xlsx (parts come in file order); the worker sends the next one only after
 * this resolved. A rejection fails the sheet: its pending and later requests reject with it.
 */
export type StorePart = (bytes: Uint8Array) => Promise<void>

/** Workers kept between exports: starting one (loading exceljs) takes seconds on a busy machine. */
export interface XlsxWorkers {
  /** A sheet with dates in `zone` on an idle worker, or on a new one. */
  readonly open: (
    zone: string,
    store: StorePart,
  ) => Promise<{ readonly sheet: XlsxSheet; readonly done: (ok: boolean) => void }>
  readonly close: () => Promise<void>
}

const workerUrl = new URL("./ticket-xlsx.worker.ts", import.meta.url)

interface Thread {
  readonly worker: Worker
  readonly ask: (message: ToXlsxWorker) => Promise<FromXlsxWorker>
  /** Where the parts of the sheet being written go. */
  store: StorePart
}

const noSheet: StorePart = () => Promise.reject(new Error("a part came with no sheet open"))

/**
 * A worker whose answers settle its requests in order, and whose parts go to the open sheet's
 * store; when it fails or exits, or a part cannot be stored, every pending request fails and so
 * does every later one.
 */
const startThread = (): Thread => {
  const worker = new Worker(workerUrl)
  worker.unref()
  const pending: Array<{ resolve: (m: FromXlsxWorker) => void; reject: (e: Error) => void }> = []
  let broken: Error | undefined
  const failAll = (error: Error) => {
    broken ??= error
    for (const p of pending.splice(0)) p.reject(error)
  }
  const thread: Thread = {
    worker,
    store: noSheet,
    ask: (message) =>
      new Promise<FromXlsxWorker>((resolve, reject) => {
        if (broken) return reject(broken)
        pending.push({ resolve, reject })
        worker.postMessage(message)
      }),
  }
  worker.on("message", (message: FromXlsxWorker) => {
    if (message.kind === "part")
      return void thread.store(message.bytes).then(() => worker.postMessage({ kind: "taken" }), failAll)
    const next = pending.shift()
    if (message.kind === "failed")
      next?.reject(new Error(`the spreadsheet worker failed: ${message.message}`))
    else next?.resolve(message)
  })
  worker.on("error", failAll)
  worker.on("exit", (code) => failAll(new Error(`the spreadsheet worker exited (${code})`)))
  return thread
}

const sheetOn = (thread: Thread): XlsxSheet => ({
  write: async (json, ids) => {
    await thread.ask({ kind: "rows", json, ids })
  },
  finish: async () => {
    const answer = await thread.ask({ kind: "finish" })
    if (answer.kind !== "done") throw new Error(`the spreadsheet worker answered ${answer.kind}`)
  },
})

/**
 * Spreadsheet workers for one server. The export gate bounds how many sheets are written at once,
 * so this keeps at most that many: a sheet that ended well returns its worker to the idle list, one
 * that failed or was abandoned (the client went away) ends it, and the next export starts a fresh one.
 */
export const makeXlsxWorkers = (): XlsxWorkers => {
  const idle: Thread[] = []
  const all = new Set<Thread>()
  return {
    open: async (zone, store) => {
      const thread = idle.pop() ?? startThread()
      all.add(thread)
      thread.store = store
      const done = (ok: boolean) => {
        thread.store = noSheet
        if (ok) idle.push(thread)
        else {
          all.delete(thread)
          void thread.worker.terminate()
        }
      }
      try {
        await thread.ask({ kind: "open", zone })
      } catch (error) {
        done(false)
        throw error
      }
      return { sheet: sheetOn(thread), done }
    },
    close: async () => {
      idle.length = 0
      await Promise.all([...all].map((t) => t.worker.terminate()))
      all.clear()
    },
  }
}
