import { UNKNOWN_ERROR_MESSAGE } from "../domain/constants.ts"

interface TransportFailureFields {
  /** HTTP status of an undeclared answer (500, 502, ...); -1 when there was none. */
  readonly status: number
  readonly message: string
  readonly detail?: string
}

/**
 * A call that got no usable answer: no response at all (status -1 and 'Unknown Error', as the spec
 * stores a sign-in failure without response), a status the contract does not declare, an answer
 * that does not decode, or a defect. `detail` says which, for developers; faces never show it.
 *
 * A plain tagged Error (the shape of Effect's `Data.TaggedError`: `_tag`, the fields, a `toJSON`
 * with them), not the Effect class: machines name it (`failureOf`), and the login route must not
 * load Effect for that. Effects fail with it as a value; nothing yields it.
 */
export class TransportFailure extends Error {
  readonly _tag = "TransportFailure" as const
  readonly status: number
  declare readonly detail?: string

  constructor(fields: TransportFailureFields) {
    super(fields.message)
    this.status = fields.status
    if (fields.detail !== undefined) Object.assign(this, { detail: fields.detail })
  }

  toJSON(): TransportFailureFields & { readonly _tag: "TransportFailure" } {
    return { ...this, message: this.message }
  }
}
TransportFailure.prototype.name = "TransportFailure"

/** A defect (a bug, not an expected failure) as a failure: the machine shows 'Unknown Error'. */
export const defectFailure = (defect: unknown): TransportFailure =>
  new TransportFailure({ status: -1, message: UNKNOWN_ERROR_MESSAGE, detail: `defect: ${String(defect)}` })
