/** Hands bytes to the browser as a download under `fileName` (an object URL on a temporary link). */
export const saveFile = (fileName: string, data: Uint8Array, type = "application/octet-stream"): void => {
  const url = URL.createObjectURL(new Blob([data as Uint8Array<ArrayBuffer>], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
