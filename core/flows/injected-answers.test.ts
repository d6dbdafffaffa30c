import { Effect, Fiber } from "effect"
import { HttpClient, HttpClientRequest, HttpClientResponse } from "effect/http"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { decodeFlowFile } from "./flow.schema.ts"
import { stepLabel } from "./flow-steps.ts"
import { InjectedAnswers, injectingClient } from "./injected-answers.ts"
import type { InjectStep } from "./inject-step.schema.ts"

/** A server stand-in that answers 200 and counts the calls that reached it. */
const makeServer = () => {
  const reached: Array<string> = []
  const client = HttpClient.make((request) =>
    Effect.sync(() => {
      reached.push(`${request.method} ${request.url}`)
      return HttpClientResponse.fromWeb(request, new Response("{}", { status: 200 }))
    }),
  )
  return { reached, client }
}

const failing = (path: string, failure = "connection lost"): InjectStep => ({
  step: "inject",
  method: "GET",
  path,
  failure,
})

const outcome = (client: HttpClient.HttpClient, url: string) =>
  client.execute(HttpClientRequest.get(url)).pipe(
    Effect.map((response) => `answered ${response.status}`),
    Effect.catch((error) =>
      Effect.succeed(`failed ${(error.reason as { description?: string }).description}`),
    ),
  )

describe("inject steps", () => {
  it("the next matching call fails without reaching the server; later and other calls go through", async () => {
    const server = makeServer()
    const answers = new InjectedAnswers()
    answers.add(failing("/v1/ticket/*"))
    const client = injectingClient(answers, server.client)
    const results = await Effect.runPromise(
      Effect.all([
        outcome(client, "http://portal.test/v1/tickets?os=0"),
        outcome(client, "http://portal.test/v1/ticket/12?x=1"),
        outcome(client, "http://portal.test/v1/ticket/12"),
      ]),
    )
    expect(results).toEqual(["answered 200", "failed injected by the flow: connection lost", "answered 200"])
    expect(server.reached).toEqual([
      "GET http://portal.test/v1/tickets?os=0",
      "GET http://portal.test/v1/ticket/12",
    ])
    expect(answers.pending()).toEqual([])
  })

  it("a delay without a failure holds the server's answer back; an untaken injection stays pending", async () => {
    const server = makeServer()
    const answers = new InjectedAnswers()
    answers.add({ step: "inject", method: "GET", path: "/v1/ticket/*", delayMs: 500 })
    answers.add(failing("/v1/user/*"))
    const client = injectingClient(answers, server.client)
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(outcome(client, "http://portal.test/v1/ticket/3"))
        yield* TestClock.adjust(499)
        const early = [...server.reached]
        yield* TestClock.adjust(1)
        return { early, answer: yield* Fiber.await(fiber) }
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(result.early).toEqual([])
    expect(result.answer).toMatchObject({ _tag: "Success", value: "answered 200" })
    expect(server.reached).toEqual(["GET http://portal.test/v1/ticket/3"])
    expect(answers.pending().map(stepLabel)).toEqual(["inject GET /v1/user/* failing: connection lost"])
  })

  it("a flow file's inject step needs a failure or a delay", () => {
    const flow = (inject: object) => ({
      description: "x",
      steps: [{ step: "inject", method: "GET", path: "/v1/x", ...inject }],
    })
    expect(decodeFlowFile(flow({ delayMs: 8000 })).steps[0]).toMatchObject({ delayMs: 8000 })
    expect(() => decodeFlowFile(flow({}))).toThrow(/give a failure, a delayMs or both/)
  })
})
