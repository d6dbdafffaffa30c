import { readdir, readFile, writeFile } from "node:fs/promises"
import { extname, join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text types worth compressing; images, fonts and spreadsheets are compressed already. */
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".map",
  ".webmanifest",
])

/** Below this a compressed answer saves less than its headers cost. */
const minimumBytes = 1024

const filesUnder = async (dir: string): Promise<ReadonlyArray<string>> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every compressible file of the
 * built UI, once at build time, so the server answers with no compression work per request
 * (server/http/static-files.ts picks one by Accept-Encoding). A sibling not smaller is not written.
 */
export const precompressDir = async (dir: string): Promise<number> => {
  let written = 0
  for (const path of await filesUnder(dir)) {
    if (!compressible.has(extname(path).toLowerCase())) continue
    const body = await readFile(path)
    if (body.length < minimumBytes) continue
    const br = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    const gz = await gzipAsync(body, { level: 9 })
    for (const [suffix, compressed] of [
      [".br", br],
      [".gz", gz],
    ] as const) {
      if (compressed.length >= body.length) continue
      await writeFile(path + suffix, compressed)
      written += 1
    }
  }
  return written
}

/** The Vite plugin: precompresses the output folder after the bundle is written. */
export const precompress = (): Plugin => {
  let outDir = ""
  return {
    name: "portal-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
