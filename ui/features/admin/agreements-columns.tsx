import { AGREEMENT_NAME_MAX, type AgreementDraft } from "../../../core/domain/admin/company-agreements.ts"
import type { DataColumn } from "../../components/data-table.types.ts"
import type { usePortalMachine } from "../../lib/use-portal-machine.ts"

export type Row = AgreementDraft & { readonly contracttype: string }
export type Send = ReturnType<typeof usePortalMachine<"adminAgreements">>["send"]

/** The refused name field, if any: it carries the message (aria-describedby) and takes the focus. */
export interface Refusal {
  readonly agreementid: number | null
  readonly errorId: string
}

export const agreementColumns = (send: Send, refusal: Refusal): ReadonlyArray<DataColumn<Row, never>> => [
  { id: "id", label: "Agreement", card: "lead", cell: (a) => `#${a.agreementid}` },
  {
    id: "name",
    label: "Name",
    cell: (a) => (
      <input
        className="agreement-name"
        aria-label={`Name of agreement ${a.agreementid}`}
        {...(refusal.agreementid === a.agreementid
          ? { "aria-invalid": true, "aria-describedby": refusal.errorId, "data-refused": "" }
          : {})}
        value={a.agreementname}
        maxLength={AGREEMENT_NAME_MAX}
        onChange={(e) =>
          send({ type: "agreements.rename", agreementid: a.agreementid, agreementname: e.target.value })
        }
      />
    ),
  },
  { id: "type", label: "Type", cell: (a) => a.contracttype || "None" },
  {
    id: "active",
    label: "Active",
    cell: (a) => (
      <label className="field-check">
        <input
          type="checkbox"
          checked={a.active}
          onChange={(e) =>
            send({ type: "agreements.setActive", agreementid: a.agreementid, active: e.target.checked })
          }
        />
        {a.active ? "Active" : "Inactive"}
        <span className="visually-hidden"> agreement {a.agreementid}</span>
      </label>
    ),
  },
]
