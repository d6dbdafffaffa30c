import { isMaxLengthValid, isRequiredValid, messages } from "../validation/rules.ts"

/** Agreement names as the admin editor saves them: trimmed, 1 to 200 characters. */
export const AGREEMENT_NAME_MAX = 200

/** An agreement of a company as the editor holds it (the PUT body's entry). */
export interface AgreementDraft {
  readonly agreementid: number
  readonly agreementname: string
  readonly active: boolean
}

/** Why a name is refused, or null (the form, the machine and the server's check read this). */
export const agreementNameProblem = (name: string): string | null => {
  if (!isRequiredValid(name)) return messages.required("Agreement name")
  if (!isMaxLengthValid(name.trim(), AGREEMENT_NAME_MAX))
    return messages.maxLength("Agreement name", AGREEMENT_NAME_MAX)
  return null
}

/**
 * The entries that differ from what was loaded (the PUT sends only these: agreements left out of the
 * list are left as they are), names trimmed.
 */
export const changedAgreements = (
  loaded: ReadonlyArray<AgreementDraft>,
  draft: ReadonlyArray<AgreementDraft>,
): ReadonlyArray<AgreementDraft> => {
  const before = new Map(loaded.map((a) => [a.agreementid, a]))
  return draft
    .map((a) => ({ ...a, agreementname: a.agreementname.trim() }))
    .filter((a) => {
      const was = before.get(a.agreementid)
      return was === undefined || was.agreementname !== a.agreementname || was.active !== a.active
    })
}

/** The agreements a save deactivates (the screen asks before it saves those). */
export const deactivatedBy = (
  loaded: ReadonlyArray<AgreementDraft>,
  changes: ReadonlyArray<AgreementDraft>,
): ReadonlyArray<AgreementDraft> => {
  const before = new Map(loaded.map((a) => [a.agreementid, a]))
  return changes.filter((a) => !a.active && before.get(a.agreementid)?.active === true)
}

/** The first entry with a refused name, as the field path the server names (`agreements.<i>.agreementname`). */
export const draftProblem = (
  changes: ReadonlyArray<AgreementDraft>,
): { readonly field: string; readonly message: string } | null => {
  for (const [i, a] of changes.entries()) {
    const problem = agreementNameProblem(a.agreementname)
    if (problem !== null)
      return { field: `agreements.${i}.agreementname`, message: `${problem} (agreement ${a.agreementid})` }
  }
  return null
}

/**
 * The agreement a refusal names (`agreements.<i>.agreementname`, an index into the changed entries,
 * from the editor's own check or the server's), so its name field can carry the error; else null.
 */
export const refusedAgreementId = (
  loaded: ReadonlyArray<AgreementDraft>,
  draft: ReadonlyArray<AgreementDraft>,
  field: string | null,
): number | null => {
  const index = /^agreements\.(\d+)\.agreementname$/.exec(field ?? "")?.[1]
  return index === undefined ? null : (changedAgreements(loaded, draft)[Number(index)]?.agreementid ?? null)
}

/** The editable part of agreements as loaded. */
export const agreementDraftsOf = (rows: ReadonlyArray<AgreementDraft>): ReadonlyArray<AgreementDraft> =>
  rows.map(({ agreementid, agreementname, active }) => ({ agreementid, agreementname, active }))

/** The draft with one agreement's name or active flag changed. */
export const editAgreementDraft = (
  draft: ReadonlyArray<AgreementDraft>,
  agreementid: number,
  change: Partial<Omit<AgreementDraft, "agreementid">>,
): ReadonlyArray<AgreementDraft> =>
  draft.map((a) => (a.agreementid === agreementid ? { ...a, ...change } : a))
