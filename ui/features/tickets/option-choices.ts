import { agreementText } from "../../../core/domain/agreement-text.ts"
import { PLACEHOLDERS } from "../../../core/domain/tickets/placeholders.ts"
import type { LocationOption } from "../../../core/machines/ticket-options/ticket-options.types.ts"
import type { AgreementSummary } from "../../../core/schema/agreement.ts"
import type { Choice } from "../../components/choice-filter.tsx"

/** Option lists as the filter and form controls show them. */
export const agreementLabel = (a: AgreementSummary): string => agreementText(a.agreementid, a.agreementname)

export const agreementChoices = (agreements: ReadonlyArray<AgreementSummary> | null): Choice[] | null =>
  agreements?.map((a) => ({ value: String(a.agreementid), label: agreementLabel(a) })) ?? null

export const locationLabel = (l: LocationOption): string => {
  const name = l.locationname?.trim() || PLACEHOLDERS.noLocationName
  return l.address.length > 0 ? `${name} — ${l.address.join(", ")}` : name
}

/** Locations of the given agreements, once each; null while any of them is still loading. */
export const locationChoices = (
  agreementids: ReadonlyArray<number>,
  byAgreement: Readonly<Record<number, ReadonlyArray<LocationOption>>>,
): Choice[] | null => {
  if (agreementids.some((id) => byAgreement[id] === undefined)) return agreementids.length > 0 ? null : []
  const seen = new Map<number, Choice>()
  for (const id of agreementids)
    for (const l of byAgreement[id] ?? [])
      seen.set(l.locationid, { value: String(l.locationid), label: locationLabel(l) })
  return [...seen.values()].sort((a, b) => a.label.localeCompare(b.label))
}

export const contactChoices = (contacts: ReadonlyArray<string> | null): Choice[] | null =>
  contacts?.map((name) => ({ value: name, label: name })) ?? null
