import { Link } from "wouter"
import type { EquipmentDetail } from "../../../core/schema/equipment.ts"
import { StatusChip } from "../../components/status-chip.tsx"
import { coverageChip, equipmentDate, equipmentText } from "./equipment-format.ts"
import { EQUIPMENT_RECORD_LABELS, equipmentRecordText } from "../../../core/domain/equipment/record-labels.ts"
import { viewerTimeZone } from "../../lib/viewer-dates.ts"
import "../../styles/tickets.css"
import "../../styles/equipment.css"

function Field({ label, children }: { readonly label: string; readonly children: React.ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The equipment's own record: model to engineer, its agreement and the equipment it is part of. */
export function Facts({ item }: { readonly item: EquipmentDetail }) {
  return (
    <dl className="detail-fields equipment-facts">
      <Field label="Model">{item.modelnumber ?? "No Model"}</Field>
      <Field label="Part">{item.partnumber ?? "No Part Number"}</Field>
      <Field label="Serial">{item.serialnumber ?? "No Serial Number"}</Field>
      <Field label="System Name">{equipmentText(item, "systemname")}</Field>
      <Field label="OEM">{equipmentText(item, "oem")}</Field>
      <Field label="Coverage">
        <StatusChip {...coverageChip(item)} />
      </Field>
      <Field label="Start Date">{equipmentDate(item.startdate)}</Field>
      <Field label="Renewal Date">{equipmentDate(item.agreementexpirationdate)}</Field>
      <Field label="Warranty Expiration">{equipmentDate(item.warrantyexpiration)}</Field>
      <Field label="SLA">{equipmentText(item, "responsetime")}</Field>
      <Field label="Coverage Hours">
        {`${item.coveragehours ?? "N/A"} ${item.coveragedays ?? ""}`.trim()}
      </Field>
      <Field label="Agreement">
        {item.agreementid === null ? (
          "No Agreement"
        ) : (
          <Link href={`/agreements?agreement=${item.agreementid}`}>
            {item.agreementname ?? "No Agreement Name"}
          </Link>
        )}
      </Field>
      <Field label="Sales Contact">{equipmentText(item, "salespersonname")}</Field>
      <Field label="Location Contact">{equipmentText(item, "locationcontactname")}</Field>
      <Field label="Engineer">{equipmentText(item, "primaryengineername")}</Field>
      {EQUIPMENT_RECORD_LABELS.map(([field, label]) => (
        <Field key={field} label={label}>
          {equipmentRecordText(item, field, viewerTimeZone())}
        </Field>
      ))}
      {item.parentid !== null ? (
        <Field label="Part of">
          <Link href={`/equipment/${item.parentid}`}>{item.parentdescription ?? "No Description"}</Link>
        </Field>
      ) : null}
    </dl>
  )
}
