import { rmSync } from "node:fs"
import { join } from "node:path"

/** Removes the run's seeded template database (serve.ts); each server removes its own copy. */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir) rmSync(join(dataDir, "templates"), { recursive: true, force: true })
}
