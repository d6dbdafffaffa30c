/**
 * The export's server side without the database: writes `rows` synthetic tickets (every column
 * filled, dates in a zone) in batches of 500 as JSON text to a spreadsheet worker of the server's
 * pool (server/tickets/ticket-xlsx.worker-pool.ts), whose parts go to a store that makes the
 * statement's base64 copy of each as the export does, then drops it. Prints the file size, the
 * peak RSS of the process (worker thread included, sampled every 25 ms), its growth over the start,
 * CPU seconds (all threads) and wall seconds. Flat memory grows about as much for 100,000 rows as
 * for 10,000. `--writer` measures the spreadsheet writer alone in this thread (server/tickets/ticket-xlsx.ts).
 *
 *   bash scripts/node.sh scripts/xlsx-memory.ts [--writer] 10000 100000
 *
 * Run each size in a process of its own (a bigger heap left by one would hide the next's growth).
 */
import { execFileSync } from "node:child_process"
import { Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import { syntheticBatches } from "../server/testing/export-rows.ts"
import { type ExportRow, toExportTicket } from "../server/tickets/ticket-rows.ts"
import { openTicketXlsx } from "../server/tickets/ticket-xlsx.ts"
import { makeXlsxWorkers } from "../server/tickets/ticket-xlsx.worker-pool.ts"

/** Through a worker as the server writes an export; returns the file's size. */
const viaWorker = async (rows: number) => {
  const workers = makeXlsxWorkers()
  let size = 0
  const store = async (bytes: Uint8Array) => {
    // The part's statement carries it as base64 text (contentValue): made here too, then dropped.
    const encoded = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")
    size += (encoded.length / 4) * 3 - (encoded.endsWith("==") ? 2 : encoded.endsWith("=") ? 1 : 0)
  }
  const { sheet, done } = await workers.open("America/Detroit", store)
  for (const batch of syntheticBatches(rows)) await sheet.write(batch.json, batch.ids)
  await sheet.finish()
  done(true)
  await workers.close()
  return size
}

/** The spreadsheet writer alone, in this thread, into a sink that counts the bytes. */
const writerAlone = async (rows: number) => {
  let size = 0
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength
      done()
    },
  })
  const sheet = openTicketXlsx(out, "America/Detroit")
  for (const batch of syntheticBatches(rows))
    await sheet.add((JSON.parse(batch.json) as ExportRow[]).map(toExportTicket))
  await sheet.finish()
  return size
}

const measure = async (rows: number, writer: boolean) => {
  const start = process.memoryUsage.rss()
  let peak = start
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 25)
  const cpu = process.cpuUsage()
  const wall = performance.now()
  const size = await (writer ? writerAlone(rows) : viaWorker(rows))
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage.rss())
  const used = process.cpuUsage(cpu)
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0)
  console.log(
    `${String(rows).padEnd(8)} ${writer ? "writer" : "worker"} file ${mb(size)} MB  RSS start ${mb(start)} peak ${mb(peak)} growth ${mb(peak - start)} MB  CPU ${((used.user + used.system) / 1e6).toFixed(1)} s  wall ${((performance.now() - wall) / 1000).toFixed(1)} s`,
  )
}

const args = process.argv.slice(2)
const writer = args.includes("--writer")
const sizes = args.filter((a) => a !== "--writer").map(Number)
if (sizes.length === 1) await measure(sizes[0]!, writer)
else
  for (const rows of sizes.length ? sizes : [10_000, 100_000])
    execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), ...(writer ? ["--writer"] : []), String(rows)],
      { stdio: "inherit" },
    )
