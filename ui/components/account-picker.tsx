import { useId } from "react"
import type { SalesforceAccount } from "../../core/schema/agreement.ts"

/**
 * The account lookup input of spec section 2: staff and sales reps choose a customer account (an
 * account group, by groupID) or all the accounts in their scope. Used by /agreements and /equipment;
 * the screen sends the choice to its machine.
 */
export function AccountPicker({
  accounts,
  value,
  onChange,
}: {
  readonly accounts: ReadonlyArray<SalesforceAccount>
  readonly value: number | null
  readonly onChange: (account: number | null) => void
}) {
  const id = useId()
  // An account from the URL that the list does not hold (yet) still shows as chosen.
  const known = value === null || accounts.some((a) => a.groupID === value)
  return (
    <div className="field equipment-select account-picker">
      <label htmlFor={id}>Customer account</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">All accounts</option>
        {known ? null : <option value={value}>{`Account ${value}`}</option>}
        {accounts.map((a) => (
          <option key={a.groupID} value={a.groupID}>
            {a.name}
          </option>
        ))}
      </select>
    </div>
  )
}
