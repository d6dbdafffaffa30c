import { agreementChoices, locationChoices } from "../../../core/domain/equipment/agreement-choices.ts"
import { useSelector } from "@xstate/react"
import { useId } from "react"
import { CONTRACT_CATEGORIES, MONITORED_OPTIONS } from "../../../core/domain/equipment/contract-types.ts"
import { EQUIPMENT_COLUMNS, type EquipmentColumn } from "../../../core/domain/equipment/fields.ts"
import { ChoiceFilter } from "../../components/choice-filter.tsx"
import type { EquipmentListRef } from "./equipment-refs.ts"

const DEFAULT_CATEGORY = "Active coverage (default)"

function Select({
  label,
  value,
  options,
  onChange,
}: {
  readonly label: string
  readonly value: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="field equipment-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The list's filters (spec section 3) and the column chooser; each change goes to the machine at once. */
export function EquipmentFilters({ list }: { readonly list: EquipmentListRef }) {
  const filters = useSelector(list, (s) => s.context.filters)
  const options = useSelector(list, (s) => s.context.options)
  const columns = useSelector(list, (s) => s.context.columns)
  // Until the choices have loaded or failed (then the filters open on what the URL holds).
  const optionsPending = useSelector(list, (s) => !s.matches({ options: "done" }))
  const send = (f: Parameters<EquipmentListRef["send"]>[0]) => list.send(f)
  // The choices load when a filter offering them is about to open (issue 25).
  const onWanted = optionsPending ? () => send({ type: "list.optionsWanted" }) : undefined
  return (
    <div className="filters equipment-filters">
      <ChoiceFilter
        label="Agreement"
        choices={
          options
            ? agreementChoices(options.agreements, filters.account).map((a) => ({
                value: String(a.agreementid),
                label: a.agreementname,
              }))
            : null
        }
        selected={filters.agreements.map(String)}
        onChange={(v) => send({ type: "list.filterChange", filters: { agreements: v.map(Number) } })}
        emptyText="No active agreements"
        onWanted={onWanted}
      />
      <ChoiceFilter
        label="Location"
        choices={
          options
            ? locationChoices(options.locations, options.agreements, filters.account).map((l) => ({
                value: String(l.locationid),
                label: l.locationname ?? "No Location Name",
              }))
            : null
        }
        selected={filters.locations.map(String)}
        onChange={(v) => send({ type: "list.filterChange", filters: { locations: v.map(Number) } })}
        emptyText="No locations"
        onWanted={onWanted}
      />
      <ChoiceFilter
        label="OEM"
        choices={options?.oems.map((o) => ({ value: o, label: o })) ?? null}
        selected={filters.oem}
        onChange={(v) => send({ type: "list.filterChange", filters: { oem: v } })}
        emptyText="No manufacturers"
        onWanted={onWanted}
      />
      <ChoiceFilter
        label="SLA"
        choices={options?.slas.map((o) => ({ value: o, label: o })) ?? null}
        selected={filters.responsetime}
        onChange={(v) => send({ type: "list.filterChange", filters: { responsetime: v } })}
        emptyText="No response times"
        onWanted={onWanted}
      />
      <Select
        label="Contract type"
        value={filters.contracttype ?? ""}
        options={[
          { value: "", label: DEFAULT_CATEGORY },
          ...CONTRACT_CATEGORIES.map((c) => ({ value: c, label: c })),
        ]}
        onChange={(v) =>
          send({
            type: "list.filterChange",
            filters: { contracttype: v === "" ? null : (v as (typeof CONTRACT_CATEGORIES)[number]) },
          })
        }
      />
      <Select
        label="Monitored"
        value={filters.monitored ?? ""}
        options={[{ value: "", label: "All" }, ...MONITORED_OPTIONS]}
        onChange={(v) =>
          send({ type: "list.filterChange", filters: { monitored: v === "" ? null : (v as "0" | "1") } })
        }
      />
      <ChoiceFilter
        label="Columns"
        choices={EQUIPMENT_COLUMNS.map((c) => ({ value: c.field, label: c.title }))}
        selected={columns}
        onChange={(v) => send({ type: "columns.change", columns: v as ReadonlyArray<EquipmentColumn> })}
        emptyText="No columns"
      />
    </div>
  )
}
