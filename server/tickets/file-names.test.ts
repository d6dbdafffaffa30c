import { describe, expect, it } from "vitest"
import { contentDisposition, contentTypeOf, OPAQUE_TYPE, sanitizeFileName } from "./file-names.ts"

describe("sanitizeFileName", () => {
  it.each([
    ["report.pdf", "report.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\photo.png", "photo.png"],
    ["  spaced name.txt  ", "spaced name.txt"],
    ["a\u0000b<c>.txt", "a_b_c_.txt"],
    ["Überprüfung ✓.docx", "Überprüfung ✓.docx"],
    ["invoice\u202efdp.exe", "invoicefdp.exe"],
    ["\u202aleft\u202b\u202c\u202d.txt", "left.txt"],
    ["a\u2066b\u2067c\u2068d\u2069.pdf", "abcd.pdf"],
    ["zero\u200b\u200c\u200d\u200e\u200fwidth.png", "zerowidth.png"],
    ["\ufeffbom.csv", "bom.csv"],
    ["soft\u00adhyphen\u2060joiner.txt", "softhyphenjoiner.txt"],
    ["c1\u0085control.txt", "c1_control.txt"],
    ["\u202e\u200b", undefined],
    ["setup.exe. . ", "setup.exe"],
    ["...", undefined],
    ["..", undefined],
    [".", undefined],
    ["", undefined],
    ["dir/", undefined],
  ])("%j -> %j", (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected)
  })

  it("shortens long names and keeps the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(300)}.pdf`)
    expect(name?.length).toBe(200)
    expect(name?.endsWith(".pdf")).toBe(true)
  })
})

describe("contentTypeOf", () => {
  it.each([
    ["a.PDF", "application/pdf"],
    ["notes.txt", "text/plain; charset=utf-8"],
    ["page.html", OPAQUE_TYPE],
    ["image.svg", OPAQUE_TYPE],
    ["noextension", OPAQUE_TYPE],
  ])("%s -> %s", (name, type) => {
    expect(contentTypeOf(name)).toBe(type)
  })
})

describe("contentDisposition", () => {
  it("offers an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition('Über "quote" (1).pdf')).toBe(
      `attachment; filename="_ber _quote_ (1).pdf"; filename*=UTF-8''%C3%9Cber%20%22quote%22%20%281%29.pdf`,
    )
  })
})
