import { Schema } from "effect"
import { MACHINE_PATHS, PORTAL_MACHINE_NAMES } from "../machines/portal-machines.ts"
import { SeedScale } from "../schema/config.ts"
import { InjectStep } from "./inject-step.schema.ts"

const Machine = Schema.Literals(PORTAL_MACHINE_NAMES).annotate({
  identifier: "Machine",
  description: "Machine name (its XState id).",
})

const MachinePath = Schema.Literals(MACHINE_PATHS).annotate({
  identifier: "MachinePath",
  description: "A machine, or a page machine's child: 'ticketPage/detail'.",
})

/** A dotted state path as `snapshot.matches` takes it: `success.ready`, `menu.none`. */
const StatePath = Schema.String.check(Schema.isMinLength(1)).annotate({
  description: "State path, dotted for nested states: 'none', 'success.ready', 'upload.idle'.",
})

const JsonObject = Schema.Record(Schema.String, Schema.Json)

const Event = Schema.StructWithRest(Schema.Struct({ type: Schema.String.check(Schema.isMinLength(1)) }), [
  JsonObject,
]).annotate({
  description:
    'The event as the machine takes it. Files are { "$blob": { "type": "text/plain", "text": "..." } } or { "$blob": { "type": ..., "base64": ... } }.',
})

const Timeout = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(120_000))

export const SignInStep = Schema.Struct({
  step: Schema.Literal("signIn"),
  user: Schema.String.annotate({ description: "A demo user name, e.g. acme.user." }),
  password: Schema.optionalKey(
    Schema.String.annotate({ description: "Defaults to the demo password. Never stored in recordings." }),
  ),
}).annotate({
  description: "Starts the auth machine if needed, submits the credentials and waits until signed in.",
})

export const StartStep = Schema.Struct({
  step: Schema.Literal("start"),
  machine: Machine,
  input: Schema.optionalKey(JsonObject),
}).annotate({
  description:
    'Starts a machine (replacing a running one of the same name) with the given input; { "$var": "name" } stands for a value a mailedToken step kept.',
})

export const SendStep = Schema.Struct({
  step: Schema.Literal("send"),
  machine: Machine,
  event: Event,
}).annotate({
  description: "Sends an event to a running machine.",
})

export const WaitForStep = Schema.Struct({
  step: Schema.Literal("waitFor"),
  machine: MachinePath,
  state: StatePath,
  context: Schema.optionalKey(
    JsonObject.annotate({
      description: "A subset of the context to wait for as well, matched as `expect` matches it.",
    }),
  ),
  timeoutMs: Schema.optionalKey(Timeout),
}).annotate({
  description:
    "Waits until the machine is in the state, and its context holds the subset when one is given (live runs; default limit 10 s).",
})

export const ExpectStep = Schema.Struct({
  step: Schema.Literal("expect"),
  machine: MachinePath,
  state: Schema.optionalKey(StatePath),
  context: Schema.optionalKey(
    JsonObject.annotate({
      description:
        'A subset of the context: objects match by their listed keys, arrays element by element; { "$length": n } checks a length, { "$exists": false } an absent or null value.',
    }),
  ),
}).annotate({ description: "Checks the machine's state and part of its context now." })

export const ExpectCallStep = Schema.Struct({
  step: Schema.Literal("expectCall"),
  method: Schema.Literals(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  path: Schema.String.check(Schema.isPattern(/^\//)).annotate({
    description: "Path without the query; '*' stands for one segment: /v1/excel/files/*.",
  }),
  query: Schema.optionalKey(
    JsonObject.annotate({ description: "Query parameters that must be present (strings), or matchers." }),
  ),
  status: Schema.optionalKey(Schema.Int),
  body: Schema.optionalKey(JsonObject.annotate({ description: "A subset of the JSON request body." })),
}).annotate({ description: "Checks that a call was answered so far (query and body as subsets)." })

export const EndServerSessionStep = Schema.Struct({ step: Schema.Literal("endServerSession") }).annotate({
  description:
    "Ends the session on the server (GET /v1/logout) behind the client's back: its next call gets a 401.",
})

export const MailedTokenStep = Schema.Struct({
  step: Schema.Literal("mailedToken"),
  to: Schema.String.check(Schema.isMinLength(3)).annotate({ description: "The address the mail went to." }),
  link: Schema.String.check(Schema.isPattern(/^\/[a-z-]+\/$/)).annotate({
    description:
      "The link's path before the token: '/complete-setup/', '/reset-password/', '/confirm-email-change/'.",
  }),
  as: Schema.String.check(Schema.isPattern(/^[A-Za-z][A-Za-z0-9]*$/)).annotate({
    description: 'The name later steps use for the token: { "$var": "name" } in a start input or an event.',
  }),
}).annotate({
  description:
    "Reads the newest mailed link to an address from the demo outbox (GET /v1/dev/outbox) and keeps its token under a name. Replay takes the token from the recording.",
})

export const StopStep = Schema.Struct({ step: Schema.Literal("stop"), machine: Machine }).annotate({
  description: "Stops a running machine.",
})

export const FlowStep = Schema.Union([
  SignInStep,
  StartStep,
  SendStep,
  WaitForStep,
  ExpectStep,
  ExpectCallStep,
  EndServerSessionStep,
  MailedTokenStep,
  InjectStep,
  StopStep,
])
export type FlowStep = typeof FlowStep.Type

/** A QA flow file: `fixtures/flows/<name>.flow.json`. */
export const FlowFile = Schema.Struct({
  $schema: Schema.optionalKey(Schema.String),
  description: Schema.String.check(Schema.isMinLength(1)),
  seed: Schema.optionalKey(
    SeedScale.annotate({
      description:
        "The server seed the flow's expectations assume (default tiny); run and record refuse a server seeded otherwise.",
    }),
  ),
  steps: Schema.Array(FlowStep).check(Schema.isMinLength(1)),
}).annotate({
  title: "Service Portal QA flow",
  description:
    "Steps that drive the portal's machines; recorded with `portal flow record`, replayed offline.",
})
export type FlowFile = typeof FlowFile.Type

/** The seed scale a flow assumes: its `seed`, else `tiny` (what the shipped flows are written for). */
export const flowSeed = (flow: FlowFile): SeedScale => flow.seed ?? "tiny"

/** Decodes a parsed flow file; throws a SchemaError whose message names the bad field. */
export const decodeFlowFile = Schema.decodeUnknownSync(FlowFile, { onExcessProperty: "error" })
