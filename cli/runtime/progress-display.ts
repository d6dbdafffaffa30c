import type { Progress } from "../commands/command.types.ts"

const WIDTH = 24

const bar = (done: number, total: number): string => {
  const filled = total > 0 ? Math.min(WIDTH, Math.round((done / total) * WIDTH)) : 0
  return `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}]`
}

const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

/** One status line: "Downloading export [######------] 42% 1.2 MB". */
export const progressLine = (update: Progress): string => {
  if (update.total === null || update.total <= 0) return `${update.label} ${megabytes(update.done)}`
  const percent = Math.min(100, Math.floor((update.done / update.total) * 100))
  return `${update.label} ${bar(update.done, update.total)} ${percent}% ${megabytes(update.done)}`
}

/**
 * A progress display that rewrites one stderr line in place; a step with a new label starts a
 * new line. `end()` finishes the last line.
 */
export const makeProgressDisplay = (stream: NodeJS.WriteStream) => {
  let label: string | null = null
  return {
    update: (update: Progress) => {
      if (label !== null && label !== update.label) stream.write("\n")
      label = update.label
      stream.write(`\r\u001b[2K${progressLine(update)}`)
    },
    end: () => {
      if (label !== null) stream.write("\n")
      label = null
    },
  }
}
