import { Effect } from "effect"
import { FetchHttpClient, HttpClient } from "effect/http"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import { TransportFailure } from "../../runtime/failures.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { phoneConfirmationMachine } from "./phone-confirmation.machine.ts"

/** The two-letter code in a lookup answer: `{ country }`, `{ country_code }`, or the code as text. */
export const countryCodeOf = (body: string): string | null => {
  const text = body.trim()
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase()
  try {
    const json: unknown = JSON.parse(text)
    if (typeof json !== "object" || json === null) return null
    const record = json as Record<string, unknown>
    const code = record.country_code ?? record.countryCode ?? record.country
    return typeof code === "string" && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null
  } catch {
    return null
  }
}

/** Live actors: the configured country lookup (plain GET, no credentials) and PATCH /v1/user/:id. */
export const makePhoneConfirmationActors = (runtime: PortalRuntime) => ({
  lookupCountry: effectActor(runtime, (input: { url: string }) =>
    HttpClient.get(input.url).pipe(
      Effect.flatMap((response) => response.text),
      Effect.map(countryCodeOf),
      Effect.timeout("5 seconds"),
      // Another origin: no cookies go with it.
      Effect.provideService(FetchHttpClient.RequestInit, { credentials: "omit" }),
      Effect.mapError(
        (error) =>
          new TransportFailure({ status: -1, message: "Country lookup failed", detail: String(error) }),
      ),
    ),
  ),
  savePhone: effectActor(runtime, (input: { userId: number; phonenumber: string }) =>
    withClient((client) =>
      client.users.update({ params: { id: input.userId }, payload: { phonenumber: input.phonenumber } }),
    ),
  ),
})

/** Start with `{ input: { userId, phonenumber, lookupUrl } }`. */
export const livePhoneConfirmationMachine = (runtime: PortalRuntime) =>
  phoneConfirmationMachine.provide({ actors: makePhoneConfirmationActors(runtime) })
