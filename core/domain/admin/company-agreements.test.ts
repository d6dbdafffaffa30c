import { describe, expect, it } from "vitest"
import { draftProblem, refusedAgreementId } from "./company-agreements.ts"

const loaded = [
  { agreementid: 1, agreementname: "Main", active: true },
  { agreementid: 2, agreementname: "Second", active: true },
  { agreementid: 3, agreementname: "Third", active: true },
]
const draft = [loaded[0]!, loaded[1]!, { ...loaded[2]!, agreementname: "  " }]

describe("refusedAgreementId", () => {
  it("names the agreement of the refused entry among the changed ones", () => {
    const problem = draftProblem([{ ...loaded[2]!, agreementname: "  " }])
    expect(problem?.field).toBe("agreements.0.agreementname")
    expect(refusedAgreementId(loaded, draft, problem!.field)).toBe(3)
  })

  it.each([null, "agreements.5.agreementname", "companyID", "agreements.x.agreementname"])(
    "none for %s",
    (field) => expect(refusedAgreementId(loaded, draft, field)).toBeNull(),
  )
})
