/**
 * The export's spreadsheet writer alone (server/tickets/ticket-xlsx.ts), without the database: writes
 * `rows` synthetic tickets (every column filled, dates in a zone) in batches of 500 as the export
 * does, into a sink that counts the compressed bytes, and prints the peak RSS, its growth over the
 * start, CPU seconds and wall seconds. Flat memory grows about as much for 100,000 rows as 10,000.
 *
 *   bash scripts/node.sh scripts/xlsx-memory.ts 10000 100000
 *
 * Run each size in a process of its own (a bigger heap left by one would hide the next's growth).
 */
import { execFileSync } from "node:child_process"
import { Writable } from "node:stream"
import { fileURLToPath } from "node:url"
import type { ExportTicket } from "../server/tickets/ticket-rows.ts"
import { openTicketXlsx } from "../server/tickets/ticket-xlsx.ts"

const BATCH = 500

const ticket = (id: number) =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => {
      const field = String(key)
      if (field === "ticketid") return id
      if (field === "ticketstatus") return "O"
      if (field === "severitylevel") return 2
      if (/date|utc|time/i.test(field)) return "2026-06-01T10:00:00.000Z"
      return `A value of ${field} long enough to weigh like a real one`
    },
  }) as unknown as ExportTicket

const measure = async (rows: number) => {
  const start = process.memoryUsage.rss()
  let peak = start
  let size = 0
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength
      done()
    },
  })
  const cpu = process.cpuUsage()
  const wall = performance.now()
  const sheet = openTicketXlsx(out, "America/Detroit")
  for (let first = 1; first <= rows; first += BATCH) {
    const count = Math.min(BATCH, rows - first + 1)
    await sheet.add(Array.from({ length: count }, (_, i) => ticket(first + i)))
    peak = Math.max(peak, process.memoryUsage.rss())
  }
  await sheet.finish()
  peak = Math.max(peak, process.memoryUsage.rss())
  const used = process.cpuUsage(cpu)
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0)
  console.log(
    `${String(rows).padEnd(8)} file ${mb(size)} MB  RSS start ${mb(start)} peak ${mb(peak)} growth ${mb(peak - start)} MB  CPU ${((used.user + used.system) / 1e6).toFixed(1)} s  wall ${((performance.now() - wall) / 1000).toFixed(1)} s`,
  )
}

const sizes = process.argv.slice(2).map(Number)
if (sizes.length === 1) await measure(sizes[0]!)
else
  for (const rows of sizes.length ? sizes : [10_000, 100_000])
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), String(rows)], { stdio: "inherit" })
