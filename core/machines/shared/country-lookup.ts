import { Effect } from "effect"
import { FetchHttpClient, HttpClient } from "effect/http"
import { effectActor } from "../../runtime/actor-bridge.ts"
import { TransportFailure } from "../../runtime/failures.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { providedByRuntime } from "./provided-by-runtime.ts"

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

/**
 * The phone input's IP-to-country lookup (spec section 7), as a machine declares it: the code, or
 * null when the answer has none. A failure is a `TransportFailure`; machines then use the first
 * preferred country.
 */
export const lookupCountryPlaceholder = providedByRuntime<string | null, { url: string }, TransportFailure>(
  "lookupCountry",
)

/** The live lookup: a plain GET of the configured URL, without credentials, within 5 seconds. */
export const makeLookupCountry = (runtime: PortalRuntime) =>
  effectActor(runtime, (input: { url: string }) =>
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
  )
