import { describe, expect, it } from "vitest"
import { exportFileId } from "./export.ts"

describe("exportFileId", () => {
  it.each([
    ["/v1/excel/files/0c6f3a1e-77b2-4b59", "0c6f3a1e-77b2-4b59"],
    ["http://localhost:4310/v1/excel/files/abcdef12", "abcdef12"],
    ["/v1/excel/files/abcdef12/?download=1", "abcdef12"],
    ["/v1/excel/files/short", undefined],
    ["/v1/excel/files/../../etc", undefined],
    ["/v1/download/abcdef12", undefined],
    ["", undefined],
  ])("%s", (url, id) => expect(exportFileId(url)).toBe(id))
})
