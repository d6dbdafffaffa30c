import { readFileSync, statSync } from "node:fs"
import { basename, resolve } from "node:path"
import { attachmentProblem, attachmentProblemText } from "../../../core/domain/tickets/attachments.ts"
import type { AttachmentFile } from "../../../core/machines/ticket-attachments/ticket-attachments.types.ts"
import { usageError } from "../../runtime/cli-errors.ts"

/**
 * Reads `--attach` files as the attachments machine takes them. The machine's own rule
 * (`attachmentProblem`: empty or over 10 MB) is checked here first, so a bad file is a usage error
 * before anything is sent.
 */
export const readAttachments = (paths: ReadonlyArray<string>): Array<AttachmentFile> =>
  paths.map((path, index) => {
    const full = resolve(path)
    let size: number
    try {
      const stat = statSync(full)
      if (!stat.isFile()) throw usageError(`--attach ${path} is not a file`)
      size = stat.size
    } catch (error) {
      if (error instanceof Error && error.name === "CliError") throw error
      throw usageError(
        `cannot read --attach ${path}: ${(error as NodeJS.ErrnoException).code ?? "unreadable"}`,
      )
    }
    const name = basename(full)
    const problem = attachmentProblem({ name, size })
    if (problem !== undefined) throw usageError(attachmentProblemText(problem, name))
    return { id: `attach-${index + 1}`, name, size, body: new Blob([readFileSync(full)]) }
  })
