import { type ChildProcess, spawn } from "node:child_process"
import { repoRoot } from "../config.ts"

/** A portal server running as its own process (`node server/main.ts`), as `npm start` runs it. */
export interface ServerProcess {
  readonly url: string
  readonly child: ChildProcess
  /** Everything the process printed so far (stdout and stderr). */
  readonly output: () => string
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | NodeJS.Signals | null>
  readonly kill: (signal?: NodeJS.Signals) => Promise<number | NodeJS.Signals | null>
}

const URL_LINE = /is running at (http:\/\/\S+)/

/**
 * Starts the server on a free port with the given environment (PORTAL_DATA_DIR or DATABASE_URL,
 * PORTAL_SEED_SCALE, ...) and waits until it says where it listens. `nodeArgs` go to node before
 * the script (`--cpu-prof` for the load harness's profiles).
 */
export const startServerProcess = (
  env: Record<string, string>,
  timeoutMs = 120_000,
  nodeArgs: ReadonlyArray<string> = [],
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, "server/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: "0",
        DATABASE_URL: "",
        PORTAL_LOG_REQUESTS: "",
        PORTAL_SIGN_INS_PER_ADDRESS: "100000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let text = ""
    const exited = new Promise<number | NodeJS.Signals | null>((done) =>
      child.on("exit", (code, signal) => done(signal ?? code)),
    )
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${text}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      text += chunk.toString()
      const match = URL_LINE.exec(text)
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off("data", onData)
      child.stdout?.on("data", (more: Buffer) => {
        text += more.toString()
      })
      const url = match[1]!.replace("localhost", "127.0.0.1")
      const kill = (signal: NodeJS.Signals = "SIGTERM") => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal)
        return exited
      }
      resolve({ url, child, output: () => text, exited, kill })
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString()
    })
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${how}) before it listened:\n${text}`))
    })
  })
