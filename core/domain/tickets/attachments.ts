/** Client-side checks on ticket attachments and the messages of failed file calls. */

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export const attachmentMessages = {
  empty: (name: string) => `"${name}" is empty and cannot be uploaded.`,
  tooLarge: (name: string) => `"${name}" is larger than 10 MB and cannot be uploaded.`,
  uploadFailed: (name: string) => `Unable to upload "${name}"`,
  downloadFailed: "Unable to download file",
} as const

/** Why a file cannot be uploaded, or `undefined` when it can. */
export const attachmentProblem = (file: {
  readonly name: string
  readonly size: number
}): string | undefined => {
  if (file.size <= 0) return attachmentMessages.empty(file.name)
  if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.tooLarge(file.name)
  return undefined
}

/** The server's error text of a failure, or the failure itself as text. */
export const errorText = (error: unknown): string => {
  if (typeof error === "string") return error
  if (error !== null && typeof error === "object") {
    const { message, error: inner } = error as { message?: unknown; error?: unknown }
    if (typeof message === "string" && message.length > 0) return message
    if (typeof inner === "string" && inner.length > 0) return inner
  }
  return error === null || error === undefined ? "" : String(error)
}

/** 'Unable to upload "name"', then the server's reason (too large, empty, ...) when it gave one. */
export const uploadFailureMessage = (name: string, error: unknown): string => {
  const text = errorText(error)
  return text.length > 0
    ? `${attachmentMessages.uploadFailed(name)}: ${text}`
    : attachmentMessages.uploadFailed(name)
}

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

/** Spec section 8: 'Unable to download file' followed by the server's error text or the error itself. */
export const downloadFailureMessage = (error: unknown): string => {
  const text = errorText(error)
  return text.length > 0 ? `${attachmentMessages.downloadFailed} ${text}` : attachmentMessages.downloadFailed
}
