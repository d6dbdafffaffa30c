import { Schema } from "effect"

const Delay = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(60_000))

/**
 * A failure the reference server never gives (a lost connection, an answer that comes too late),
 * made on purpose by a flow: the next matching call gets it instead of the server's answer. The
 * recording holds the call as it went (a transport failure, or the server's answer after the delay,
 * or an aborted call), so replay answers it like any other recorded call.
 */
export const InjectStep = Schema.Struct({
  step: Schema.Literal("inject"),
  method: Schema.Literals(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  path: Schema.String.check(Schema.isPattern(/^\//)).annotate({
    description: "Path without the query; '*' stands for one segment: /v1/ticket/*.",
  }),
  failure: Schema.optionalKey(
    Schema.String.check(Schema.isMinLength(1)).annotate({
      description: "The call gets no answer: a transport failure with this text (the server is not asked).",
    }),
  ),
  delayMs: Schema.optionalKey(
    Delay.annotate({
      description: "Holds the call back this long first (then the failure, or the server's answer).",
    }),
  ),
})
  .annotate({
    description:
      "Makes the next call matching method and path fail (no answer) or come late, live only; recorded as it went and replayed from the recording.",
  })
  .check(
    Schema.makeFilter(
      (step: { readonly failure?: string; readonly delayMs?: number }) =>
        step.failure !== undefined || step.delayMs !== undefined || "give a failure, a delayMs or both",
    ),
  )
export type InjectStep = typeof InjectStep.Type
