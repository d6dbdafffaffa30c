import { describe, expect, it } from "vitest"
import {
  clampPage,
  lastPage,
  nextPage,
  pageCount,
  pageFromUrl,
  pageSizeFromUrl,
  pageSizeOptions,
  pageToUrl,
  prevPage,
} from "./paging.ts"

describe("paging", () => {
  it.each([
    [0, 25, 0],
    [1, 25, 0],
    [25, 25, 0],
    [26, 25, 1],
    [100, 25, 3],
  ])("lastPage(%i, %i) = %i", (count, size, last) => expect(lastPage(count, size)).toBe(last))

  it.each([
    [-1, 100, 0],
    [2, 100, 2],
    [9, 100, 3],
    [Number.NaN, 100, 0],
    [1.7, 100, 1],
  ])("clampPage(%s) with count %i", (page, count, out) => expect(clampPage(page, count, 25)).toBe(out))

  it.each([
    [0, 1, 0],
    [2, 3, 1],
    [3, 3, 2],
  ])("from page %i next is %i and prev is %i (count 100, size 25)", (page, next, prev) => {
    expect(nextPage(page, 100, 25)).toBe(next)
    expect(prevPage(page, 100, 25)).toBe(prev)
  })

  it.each([
    [undefined, 0],
    ["", 0],
    ["1", 0],
    ["3", 2],
    ["abc", 0],
    ["0", 0],
    ["-4", 0],
    ["2.5", 0],
  ])("pageFromUrl(%j) = %i", (raw, page) => expect(pageFromUrl(raw)).toBe(page))

  it("pageToUrl is one-based", () => expect(pageToUrl(0)).toBe("1"))

  it.each([
    [undefined, 25],
    ["50", 50],
    ["x", 25],
    ["0", 25],
    ["5000", 25],
  ])("pageSizeFromUrl(%j) = %i", (raw, size) => expect(pageSizeFromUrl(raw, 25)).toBe(size))
})

describe("page size options and page count", () => {
  it.each([
    [25, [10, 25, 50, 100]],
    [37, [10, 25, 37, 50, 100]],
    [1000, [10, 25, 50, 100, 1000]],
  ])("options with %i", (current, sizes) => expect(pageSizeOptions(current)).toEqual(sizes))

  it("offers a list's own sizes", () => expect(pageSizeOptions(30, [12, 24, 48])).toEqual([12, 24, 30, 48]))

  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [400, 10, 40],
  ])("count %i by %i gives %i pages", (count, size, pages) => expect(pageCount(count, size)).toBe(pages))
})
