import { randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import { partsWritable } from "./ticket-xlsx.parts.ts"

const write = (out: ReturnType<typeof partsWritable>, chunk: Uint8Array) =>
  new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())))
const end = (out: ReturnType<typeof partsWritable>) => new Promise<void>((resolve) => out.end(resolve))

describe("partsWritable", () => {
  it("hands on full parts of the given size, then the rest, which together are the bytes written", async () => {
    const parts: Uint8Array[] = []
    const out = partsWritable(1000, async (part) => {
      parts.push(part)
    })
    const input = randomBytes(3500)
    for (let at = 0; at < input.length; at += 300) await write(out, input.subarray(at, at + 300))
    await end(out)
    expect(parts.map((p) => p.byteLength)).toEqual([1000, 1000, 1000, 500])
    expect(Buffer.concat(parts).equals(input)).toBe(true)
    // Each part is a buffer of its own, so the worker can move it to the export without a copy.
    expect(parts.every((p) => p.byteOffset === 0 && p.buffer.byteLength === p.byteLength)).toBe(true)
  })

  it("acknowledges a write that filled a part only once that part was taken", async () => {
    let take: () => void = () => undefined
    const sent: Uint8Array[] = []
    const out = partsWritable(100, (part) => {
      sent.push(part)
      return new Promise<void>((resolve) => {
        take = resolve
      })
    })
    let acknowledged = false
    const written = write(out, new Uint8Array(150)).then(() => {
      acknowledged = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(1)
    expect(acknowledged).toBe(false)
    take()
    await written
    expect(acknowledged).toBe(true)
    const ended = end(out)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent.map((p) => p.byteLength)).toEqual([100, 50])
    take()
    await ended
  })
})
