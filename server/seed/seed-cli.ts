import { parseArgs } from "node:util"
import { loadConfig } from "../config.ts"
import { openDatabase } from "../db/client.ts"
import { migrate } from "../db/migrate.ts"
import { isDatabaseEmpty, resetDatabase, seedDatabase } from "./seed.ts"
import { isSeedScale } from "./seed-scale.ts"

/** `npm run seed -- [--scale tiny|demo|large|huge] [--reset]`: seeds the configured database. */
const { values } = parseArgs({
  options: { scale: { type: "string", default: "demo" }, reset: { type: "boolean", default: false } },
})
const scale = values.scale ?? "demo"
if (!isSeedScale(scale)) {
  console.error(`Unknown scale "${scale}"; use tiny, demo, large or huge.`)
  process.exit(2)
}
const config = loadConfig(process.env)
const db = await openDatabase(config)
try {
  if (values.reset) await resetDatabase(db)
  await migrate(db)
  if (!(await isDatabaseEmpty(db))) {
    console.error("The database already holds data; add --reset to replace it.")
    process.exitCode = 1
  } else {
    const report = await seedDatabase(db, { scale })
    console.log(
      `Seeded ${report.scale}: ${report.tickets} tickets, ${report.equipment} equipment, ${report.users} users in ${report.millis} ms`,
    )
  }
} finally {
  await db.close()
}
