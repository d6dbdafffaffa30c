import type { Progress } from "../commands/command.types.ts"

const WIDTH = 24

const bar = (done: number, total: number): string => {
  const filled = total > 0 ? Math.min(WIDTH, Math.round((done / total) * WIDTH)) : 0
  return `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}]`
}

/** One status line: "[########--------] 1/3 Downloading the spreadsheet". */
export const progressLine = (update: Progress): string => {
  if (update.total === null || update.total <= 0) return update.label
  return `${bar(update.done, update.total)} ${update.done}/${update.total} ${update.label}`
}

/** A progress display that rewrites one stderr line in place; `end()` finishes the line. */
export const makeProgressDisplay = (stream: NodeJS.WriteStream) => {
  let shown = false
  return {
    update: (update: Progress) => {
      shown = true
      stream.write(`\r\u001b[2K${progressLine(update)}`)
    },
    end: () => {
      if (shown) stream.write("\n")
      shown = false
    },
  }
}
