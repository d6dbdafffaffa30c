/**
 * An agreement's billing-display flags (spec section 3: "many billing-display flags"): which
 * amounts and references its invoices and service tickets show the customer. `showpricing` is the
 * overall switch; the others name one part each.
 */
export const BILLING_DISPLAY_FLAGS = [
  "showpricing",
  "showlaborrates",
  "showpartsprices",
  "showfreight",
  "showtax",
  "showtotals",
  "showhours",
  "showponumber",
] as const
export type BillingDisplayFlag = (typeof BILLING_DISPLAY_FLAGS)[number]

/** What each flag shows, as the agreement detail names it. */
export const BILLING_DISPLAY_LABELS: { readonly [K in BillingDisplayFlag]: string } = {
  showpricing: "Pricing",
  showlaborrates: "Labor rates",
  showpartsprices: "Parts prices",
  showfreight: "Freight",
  showtax: "Tax",
  showtotals: "Totals",
  showhours: "Hours worked",
  showponumber: "PO number",
}

/** The flags an agreement carries, in the order above, each as its label and "Shown" or "Hidden". */
export const billingDisplayRows = (
  flags: Partial<Record<BillingDisplayFlag, boolean>>,
): ReadonlyArray<{ readonly flag: BillingDisplayFlag; readonly label: string; readonly value: string }> =>
  BILLING_DISPLAY_FLAGS.flatMap((flag) => {
    const on = flags[flag]
    return on === undefined
      ? []
      : [{ flag, label: BILLING_DISPLAY_LABELS[flag], value: on ? "Shown" : "Hidden" }]
  })
