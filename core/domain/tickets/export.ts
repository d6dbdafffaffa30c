/** File name the spreadsheet export is saved under. */
export const EXPORT_FILE_NAME = "service-tickets.xlsx"

const FILE_ID = /^[A-Za-z0-9-]{8,64}$/

/**
 * The file id of the download URL GET /v1/excel/tickets answers (`/v1/excel/files/:fileId`, absolute
 * or relative); `undefined` when the URL is not one of ours.
 */
export const exportFileId = (url: string): string | undefined => {
  const path = url.trim().split(/[?#]/, 1)[0] ?? ""
  const match = /\/v1\/excel\/files\/([^/]+)\/?$/.exec(path)
  const id = match?.[1]
  return id !== undefined && FILE_ID.test(id) ? id : undefined
}
