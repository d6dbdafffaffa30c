/** Client-side checks on ticket attachments and the texts of their problems and failed file calls. */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export const attachmentMessages = {
  empty: (name: string) => `"${name}" is empty and cannot be uploaded.`,
  tooLarge: (name: string) => `"${name}" is larger than 10 MB and cannot be uploaded.`,
  uploadFailed: (name: string) => `Unable to upload "${name}"`,
  downloadFailed: "Unable to download file",
} as const

/**
 * Extensions of files that run programs when opened (executables, installers, scripts, shortcuts,
 * disk images that carry them). The server refuses them with 415 unless `PORTAL_REFUSED_EXTENSIONS`
 * names another list (README: Configuration).
 */
export const DEFAULT_REFUSED_EXTENSIONS: ReadonlyArray<string> = [
  ...["exe", "com", "scr", "pif", "cpl", "dll", "sys", "msi", "msp", "msix", "appx", "app", "apk"],
  ...["bat", "cmd", "ps1", "psm1", "vbs", "vbe", "js", "jse", "mjs", "wsf", "wsh", "hta", "jar"],
  ...["sh", "lnk", "reg", "inf", "iso", "img", "vhd", "dmg", "pkg", "deb", "rpm"],
]

/** The 415 sentence: why a file with a refused extension is not accepted. */
export const refusedExtensionText = (name: string, extension: string): string =>
  `"${name}" cannot be uploaded: .${extension} files can run programs on the computer that opens them, so the portal does not accept them.`

/**
 * The refused extension a file name ends in (case-insensitive; trailing dots and spaces, which
 * Windows drops, ignored; `report.pdf.exe` ends in exe), or `undefined` when it may be uploaded.
 */
export const refusedExtensionOf = (name: string, refused: ReadonlyArray<string>): string | undefined => {
  const trimmed = name.replace(/[.\s]+$/u, "")
  const dot = trimmed.lastIndexOf(".")
  if (dot < 0) return undefined
  const extension = trimmed.slice(dot + 1).toLowerCase()
  return refused.includes(extension) ? extension : undefined
}

/** Why a file cannot be uploaded: empty, or over the 10 MB limit. */
export type AttachmentProblem = "empty" | "tooLarge"

/** Why a file cannot be uploaded, or `undefined` when it can. */
export const attachmentProblem = (file: {
  readonly name: string
  readonly size: number
}): AttachmentProblem | undefined => {
  if (file.size <= 0) return "empty"
  if (file.size > MAX_ATTACHMENT_BYTES) return "tooLarge"
  return undefined
}

/** The sentence for a problem: '"a.txt" is empty and cannot be uploaded.' */
export const attachmentProblemText = (problem: AttachmentProblem, name: string): string =>
  attachmentMessages[problem](name)

/** Where a file's bytes come from: the document backend by dmsId (source DMS), else POST /v1/download/. */
export type DownloadRoute =
  | { readonly via: "documents"; readonly dmsId: string }
  | { readonly via: "download"; readonly filename: string }

export const downloadRouteOf = (file: {
  readonly source: string
  readonly dmsId: string | null
  readonly fileName: string
  readonly fileLocation: string | null
}): DownloadRoute =>
  file.source === "DMS" && file.dmsId
    ? { via: "documents", dmsId: file.dmsId }
    : {
        via: "download",
        filename: file.source === "Old System" && file.fileLocation ? file.fileLocation : file.fileName,
      }
