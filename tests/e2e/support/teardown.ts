import { rmSync } from "node:fs"

/** Removes the run's seeded template database (serve.ts); each server removes its own copy. */
export default function teardown(): void {
  const root = process.env.E2E_TEMPLATE_ROOT
  if (root) rmSync(root, { recursive: true, force: true })
}
