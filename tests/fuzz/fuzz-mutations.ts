import fc from "fast-check"
import { bodyMutations } from "./fuzz-body-mutations.ts"
import type { Draft } from "./fuzz-draft.ts"
import { type Mutation, putInto, removeValue, type Target, targetsOf } from "./fuzz-targets.ts"
import { metaStrings, numberTexts, traversalStrings, unicodeStrings } from "./fuzz-catalogue.ts"
import { nastyString, RawJson } from "./fuzz-values.ts"
import type { Operation } from "./openapi-operations.ts"

const numbers = fc.constantFrom(...numberTexts).map((t) => (/^[-+]?(\d|\.\d)/.test(t) ? new RawJson(t) : t))
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const
const extraNames = [
  "bogus",
  "__proto__",
  "constructor",
  "isAdmin",
  "companyid",
  "s(*)",
  "ticketid(btwn)",
  "%FF",
]

/** Mutations that need no parameter or field: wrong method, bogus credentials, long URLs, extras. */
const requestMutations = (op: Operation): Array<fc.Arbitrary<Mutation>> => [
  fc.constantFrom(...methods.filter((m) => m !== op.method)).map((m) => ({
    label: `method ${m}`,
    apply: (d: Draft) => {
      d.method = m
    },
  })),
  fc.tuple(fc.constantFrom(...extraNames), nastyString).map(([name, value]) => ({
    label: `extra query.${name}`,
    apply: (d: Draft) => {
      d.query.push([name, { value, raw: false }])
    },
  })),
  fc.constantFrom(2_000, 8_000, 15_000, 40_000).map((size) => ({
    label: `long url ${size}`,
    apply: (d: Draft) => {
      d.query.push([d.query[0]?.[0] ?? "s", { value: "(a),".repeat(size / 4), raw: true }])
    },
  })),
]

/** Mutations aimed at one parameter or field. */
const valueMutations = (targets: ReadonlyArray<Target>): Array<fc.Arbitrary<Mutation>> =>
  targets.length === 0
    ? []
    : [
        putInto(targets, "nasty", nastyString),
        putInto(targets, "number", numbers),
        putInto(targets, "unicode", fc.constantFrom(...unicodeStrings)),
        putInto(targets, "metachar", fc.constantFrom(...metaStrings)),
        putInto(targets, "traversal", fc.constantFrom(...traversalStrings)),
        putInto(
          targets,
          "raw traversal",
          fc.constantFrom(
            "../../etc/passwd",
            "..%2f..%2f",
            "%2e%2e%2f",
            "%00",
            "%FF",
            "%",
            "%ED%A0%80",
            "/etc/passwd",
          ),
          true,
        ),
        fc.nat().map((k): Mutation => {
          const target = targets[k % targets.length]!
          return { label: `missing ${target.where}.${target.name}`, apply: (d) => removeValue(d, target) }
        }),
        fc.tuple(fc.nat(), nastyString).map(([k, value]): Mutation => {
          const target = targets[k % targets.length]!
          return {
            label: `duplicated ${target.where}.${target.name}`,
            apply: (d) => {
              if (target.where === "query") d.query.push([target.name, { value, raw: false }])
              else
                d.rawBody = [
                  `{${JSON.stringify(target.name)}:1,${JSON.stringify(target.name)}:${JSON.stringify(value)}}`,
                ]
            },
          }
        }),
      ]

/** Every mutation that fits an operation; about one request in five stays valid. */
export const mutationsOf = (op: Operation): fc.Arbitrary<Mutation> => {
  const targets = targetsOf(op)
  const changes = [...requestMutations(op), ...valueMutations(targets), ...bodyMutations(op, targets)]
  return fc.oneof(
    {
      arbitrary: fc.constant<Mutation>({ label: "valid", apply: () => {} }),
      weight: Math.ceil(changes.length / 4),
    },
    ...changes.map((arbitrary) => ({ arbitrary, weight: 1 })),
  )
}
