/** What a change request needs before it is sent (spec section 5). */
export interface ChangeRequestDraft {
  readonly agreementid: number | null
  readonly salesemail: string | null
  readonly message: string
  readonly equipmentid: number | null
}

/** The four checks of spec section 5, each shown as an alert, in the spec's order. */
export const CHANGE_REQUEST_PROBLEMS = {
  noAgreement: "Current agreement was not able to be located",
  noSalesEmail: "Sales representative email was not available",
  emptyMessage: "Message was empty",
  noEquipment: "Equipment not properly defined",
} as const
export type ChangeRequestProblem = (typeof CHANGE_REQUEST_PROBLEMS)[keyof typeof CHANGE_REQUEST_PROBLEMS]

/** Alert heading of a failed submission (spec section 8); the server's text follows on a new line. */
export const CHANGE_REQUEST_FAILURE = "Unable to submit a change request"

/** The longest message a change request carries. */
export const CHANGE_REQUEST_MAX_MESSAGE = 4000

const blank = (text: string | null): boolean => text === null || text.trim() === ""

/** Every check the draft fails, in the spec's order; empty when it may be sent. */
export const changeRequestProblems = (draft: ChangeRequestDraft): ReadonlyArray<ChangeRequestProblem> => {
  const problems: ChangeRequestProblem[] = []
  if (draft.agreementid === null) problems.push(CHANGE_REQUEST_PROBLEMS.noAgreement)
  if (blank(draft.salesemail)) problems.push(CHANGE_REQUEST_PROBLEMS.noSalesEmail)
  if (blank(draft.message)) problems.push(CHANGE_REQUEST_PROBLEMS.emptyMessage)
  if (draft.equipmentid === null) problems.push(CHANGE_REQUEST_PROBLEMS.noEquipment)
  return problems
}

/** The submit button stays disabled while the message is empty (or a submission runs). */
export const canSubmitChangeRequest = (message: string, submitting: boolean): boolean =>
  !submitting && message.trim() !== ""

/** The failure alert: the heading, then on a new line the server's error text if present. */
export const changeRequestFailureText = (serverText: string | null | undefined): string =>
  serverText !== null && serverText !== undefined && serverText.trim() !== ""
    ? `${CHANGE_REQUEST_FAILURE}\n${serverText}`
    : CHANGE_REQUEST_FAILURE

/** Subject of the mail to the sales representative. */
export const changeRequestSubject = (agreementname: string, description: string | null): string =>
  `Change request: ${description ?? "No Description"} under ${agreementname}`
