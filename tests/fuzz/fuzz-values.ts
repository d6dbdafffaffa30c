import fc from "fast-check"
import { metaStrings, numberTexts, traversalStrings, unicodeStrings } from "./fuzz-catalogue.ts"

/** A JSON token written as is (`1e400`, `NaN`, `-0`): numbers JSON.stringify cannot produce. */
export class RawJson {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** A long string kept as a recipe, so a 1 MB value costs nothing until the body is written. */
export class Repeat {
  readonly unit: string
  readonly times: number
  constructor(unit: string, times: number) {
    this.unit = unit
    this.times = times
  }
  toString(): string {
    return this.unit.repeat(this.times)
  }
}

/** Any nasty text: a catalogue entry, random code units (lone surrogates included) or a mix. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...unicodeStrings, ...metaStrings, ...traversalStrings, ...numberTexts),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom("(", ")", ",", "*", ":", "-", "'", '"', "%", "\\", "a", "1"),
    maxLength: 24,
  }),
  fc
    .array(fc.constantFrom(...metaStrings, ...unicodeStrings), { minLength: 2, maxLength: 4 })
    .map((parts) => parts.join("")),
)

/** A JSON value of the wrong kind for most fields. */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, "", "1", 0, -1, 1.5),
  fc.constantFrom(...numberTexts).map((text) => (/^[-+]?(\d|\.\d)/.test(text) ? new RawJson(text) : text)),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Bytes a unit takes once written into a JSON body (escapes included). */
const jsonBytes = (unit: string) => Buffer.byteLength(JSON.stringify(unit)) - 2

/** Sizes around the 1 MB body limit: well inside, just inside (after the JSON around it), just over. */
export const hugeString: fc.Arbitrary<Repeat> = fc
  .tuple(
    fc.constantFrom("a", "é", "😀", "\u0000", "(),", "'"),
    fc.constantFrom(200_000, 1_000_000, 1_100_000),
  )
  .map(([unit, bytes]) => new Repeat(unit, Math.floor(bytes / jsonBytes(unit))))
