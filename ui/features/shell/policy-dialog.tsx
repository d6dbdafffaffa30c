import { useSelector } from "@xstate/react"
import { policyTexts } from "../../../core/domain/profile/policy.ts"
import type { PortalConfig } from "../../lib/portal-config.ts"
import type { NavigationRef } from "./shell-actors.ts"

/**
 * Spec section 4: while `viewedPolicy` is false the user reads the policy and accepts it. It sits
 * at the top of the page (not a modal): the portal stays usable, and the notice stays until accepted.
 */
export function PolicyNotice({
  nav,
  config,
}: {
  readonly nav: NavigationRef
  readonly config: PortalConfig
}) {
  const confirming = useSelector(nav, (s) => s.matches({ policy: "confirming" }))
  const failed = useSelector(nav, (s) => s.context.error !== null && s.context.status !== "error")
  return (
    <section className="policy-notice" aria-labelledby="policy-title">
      <h2 id="policy-title">{policyTexts.title}</h2>
      <p>{policyTexts.intro(config.productName, config.providerName)}</p>
      <ul>
        {policyTexts.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {failed && !confirming ? (
        <div role="alert" className="alert-error">
          {policyTexts.failed}
        </div>
      ) : null}
      <button
        type="button"
        className="button button-primary"
        disabled={confirming}
        onClick={() => nav.send({ type: "nav.policyAccepted" })}
      >
        {confirming ? policyTexts.accepting : policyTexts.accept}
      </button>
    </section>
  )
}
