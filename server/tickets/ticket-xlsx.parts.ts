import { Writable } from "node:stream"

/**
 * Where the spreadsheet's zip is written in the worker: its output gathered into parts of
 * `partBytes` (the last one shorter), each handed to `send` as a buffer of its own (transferable) as
 * soon as it is full. A write is acknowledged only once its part was taken (`send` resolved), so
 * the zip, and through it the sheet, waits while the export stores a part: the file is never
 * held whole, only the part being filled and the one being stored.
 */
export const partsWritable = (partBytes: number, send: (part: Uint8Array) => Promise<void>): Writable => {
  let part = new Uint8Array(partBytes)
  let filled = 0
  /** Copies `chunk` in, sending every part it fills; resolves once those were taken. */
  const take = async (chunk: Uint8Array) => {
    for (let at = 0; at < chunk.byteLength; ) {
      const copied = Math.min(partBytes - filled, chunk.byteLength - at)
      part.set(chunk.subarray(at, at + copied), filled)
      filled += copied
      at += copied
      if (filled === partBytes) {
        const full = part
        part = new Uint8Array(partBytes)
        filled = 0
        await send(full)
      }
    }
  }
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      take(chunk).then(() => done(), done)
    },
    final(done) {
      if (filled === 0) return done()
      // The last part in a buffer of its length: a short tail does not carry a whole part's memory.
      send(part.slice(0, filled)).then(() => done(), done)
    },
  })
}
