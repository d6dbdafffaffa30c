#!/usr/bin/env node
// `portal` entry for npx/npm bin. Plain JavaScript so any Node can start it: on Node >= 22.19 it
// imports cli/main.ts (types are stripped natively); on an older Node it provisions Node 24 the
// way every npm script does (scripts/node.sh sources scripts/node-env.sh) and re-runs the CLI there.
import { spawn } from "node:child_process"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const cliDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(cliDir)
const main = join(cliDir, "main.ts")
const [major, minor] = process.versions.node.split(".").map(Number)

if (major > 22 || (major === 22 && minor >= 19)) {
  await import(pathToFileURL(main).href)
} else {
  const child = spawn("bash", [join(root, "scripts", "node.sh"), main, ...process.argv.slice(2)], {
    stdio: "inherit",
  })
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal))
  child.on("error", (error) => {
    process.stderr.write(`portal: cannot start Node 24 through scripts/node.sh: ${error.message}\n`)
    process.exit(1)
  })
  child.on("exit", (code, signal) => {
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}
