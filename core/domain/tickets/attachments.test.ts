import { describe, expect, it } from "vitest"
import {
  attachmentProblem,
  attachmentProblemText,
  DEFAULT_REFUSED_EXTENSIONS,
  MAX_ATTACHMENT_BYTES,
  refusedExtensionOf,
  refusedExtensionText,
} from "./attachments.ts"

describe("attachments", () => {
  it.each([
    [0, "empty"],
    [1, undefined],
    [MAX_ATTACHMENT_BYTES, undefined],
    [MAX_ATTACHMENT_BYTES + 1, "tooLarge"],
  ])("size %i", (size, problem) => expect(attachmentProblem({ name: "a.pdf", size })).toBe(problem))

  it.each([
    ["empty", '"a.pdf" is empty and cannot be uploaded.'],
    ["tooLarge", '"a.pdf" is larger than 10 MB and cannot be uploaded.'],
  ] as const)("%s reads", (problem, text) => expect(attachmentProblemText(problem, "a.pdf")).toBe(text))
})

describe("refused extensions", () => {
  it.each([
    ["setup.exe", "exe"],
    ["SETUP.EXE", "exe"],
    ["invoice.pdf.exe", "exe"],
    ["run.ps1", "ps1"],
    ["script.js", "js"],
    ["tool.jar", "jar"],
    ["install.sh", "sh"],
    ["evil.bat.", "bat"],
    ["evil.cmd . .", "cmd"],
    ["library.dll", "dll"],
    ["report.pdf", undefined],
    ["notes.exe.txt", undefined],
    ["exe", undefined],
    ["archive.zip", undefined],
    ["photo.jpeg", undefined],
  ])("%j -> %j with the default list", (name, expected) =>
    expect(refusedExtensionOf(name, DEFAULT_REFUSED_EXTENSIONS)).toBe(expected),
  )

  it("follows the configured list", () => {
    expect(refusedExtensionOf("photo.png", ["png"])).toBe("png")
    expect(refusedExtensionOf("setup.exe", [])).toBeUndefined()
  })

  it("says why in one sentence", () =>
    expect(refusedExtensionText("invoicefdp.exe", "exe")).toBe(
      '"invoicefdp.exe" cannot be uploaded: .exe files can run programs on the computer that opens them, so the portal does not accept them.',
    ))
})
