#!/usr/bin/env node
// `portal` entry for npx/npm bin. Plain JavaScript so any Node can start it: on Node >= 22.19 it
// imports cli/main.ts (types are stripped natively); on an older Node it provisions Node 24 the
// way every npm script does (scripts/node.sh sources scripts/node-env.sh) and re-runs this file
// there (so the re-run gets the compile cache too), with stdio inherited and its exit code passed on.
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import * as nodeModule from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const cliDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(cliDir)
const [major, minor] = process.versions.node.split(".").map(Number)

if (major > 22 || (major === 22 && minor >= 19)) {
  // V8's code cache (and the stripped TypeScript) in the git-ignored .cache: halves start-up time.
  // A read-only install just runs without it.
  nodeModule.enableCompileCache?.(join(root, ".cache", "node-compile"))
  await import(pathToFileURL(join(cliDir, "main.ts")).href)
} else if (process.env.PORTAL_CLI_REEXEC === "1") {
  process.stderr.write(`portal: needs Node >= 22.19, and the provisioned Node is ${process.version}\n`)
  process.exit(1)
} else {
  // Node 24 already unpacked by scripts/node-env.sh: run it directly (saves a shell and a version
  // check); otherwise scripts/node.sh provisions it first.
  const cached = join(root, ".cache", "node", "bin", "node")
  const [command, args] = existsSync(cached)
    ? [cached, [join(cliDir, "bin.mjs")]]
    : ["bash", [join(root, "scripts", "node.sh"), join(cliDir, "bin.mjs")]]
  const child = spawn(command, [...args, ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, PORTAL_CLI_REEXEC: "1" },
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
