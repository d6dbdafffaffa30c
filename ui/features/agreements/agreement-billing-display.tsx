import { billingDisplayRows } from "../../../core/domain/agreements/billing-display.ts"
import type { AgreementDetails } from "../../../core/schema/agreement.ts"

/** The agreement's billing-display flags (spec section 3), each shown or hidden to the customer. */
export function AgreementBillingDisplay({ details }: { readonly details: AgreementDetails }) {
  const rows = billingDisplayRows({ showpricing: details.showpricing, ...details.billingdisplay })
  return (
    <>
      <h3>Billing display</h3>
      <dl className="detail-fields">
        {rows.map((r) => (
          <div className="detail-field" key={r.flag}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
