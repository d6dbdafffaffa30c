import { Effect, Layer } from "effect"
import { HttpClient, HttpClientError } from "effect/http"
import { pathMatches } from "./flow-checks.ts"
import type { InjectStep } from "./inject-step.schema.ts"

/** The text a failure made by an `inject` step carries into the recording. */
export const injectedFailureText = (failure: string): string => `injected by the flow: ${failure}`

/**
 * What `inject` steps have asked for and no call has taken yet. Each one is taken by the first call
 * after it that matches its method and path, and only by that one.
 */
export class InjectedAnswers {
  private readonly waiting: Array<InjectStep> = []

  add(step: InjectStep): void {
    this.waiting.push(step)
  }

  /** The injection a call takes (removed from the waiting list), if any. */
  take(method: string, path: string): InjectStep | undefined {
    const at = this.waiting.findIndex((step) => step.method === method && pathMatches(step.path, path))
    return at === -1 ? undefined : this.waiting.splice(at, 1)[0]
  }

  /** Injections no call took: a flow whose call never came. */
  pending(): ReadonlyArray<InjectStep> {
    return [...this.waiting]
  }
}

/** Wraps a transport so that calls taken by an injection come late or fail without reaching it. */
export const injectingClient = (
  answers: InjectedAnswers,
  client: HttpClient.HttpClient,
): HttpClient.HttpClient =>
  HttpClient.transform(client, (effect, request) =>
    Effect.suspend(() => {
      const step = answers.take(request.method, new URL(request.url, "http://flow.invalid").pathname)
      if (step === undefined) return effect
      const wait = step.delayMs === undefined ? Effect.void : Effect.sleep(step.delayMs)
      if (step.failure === undefined) return Effect.andThen(wait, effect)
      const reason = new HttpClientError.TransportError({
        request,
        description: injectedFailureText(step.failure),
      })
      return Effect.andThen(wait, Effect.fail(new HttpClientError.HttpClientError({ reason })))
    }),
  )

/** A transport layer over `inner` that serves the injections first (live flow runs). */
export const injectingHttpClient = (
  answers: InjectedAnswers,
  inner: Layer.Layer<HttpClient.HttpClient>,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.effect(
    HttpClient.HttpClient,
    Effect.gen(function* () {
      return injectingClient(answers, yield* HttpClient.HttpClient)
    }),
  ).pipe(Layer.provide(inner))
