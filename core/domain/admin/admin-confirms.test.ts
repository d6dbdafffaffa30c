import { describe, expect, it } from "vitest"
import { agreementsSaveConfirm, companyDeleteConfirm, transferConfirm } from "./admin-confirms.ts"

const a = (agreementid: number, active: boolean, agreementname = `A${agreementid}`) => ({
  agreementid,
  agreementname,
  active,
})
const loaded = [a(1, true), a(2, true), a(3, false)]

describe("agreementsSaveConfirm", () => {
  it.each([
    ["nothing changed", loaded, null],
    ["a rename only", [a(1, true, "New"), a(2, true), a(3, false)], null],
    ["an activation only", [a(1, true), a(2, true), a(3, true)], null],
    ["one deactivated", [a(1, false), a(2, true), a(3, false)], "Deactivate 1 agreement?"],
    ["two deactivated", [a(1, false), a(2, false), a(3, false)], "Deactivate 2 agreements?"],
  ])("%s", (_, draft, title) => expect(agreementsSaveConfirm(loaded, draft)?.title ?? null).toBe(title))
  it("names the agreements it deactivates", () =>
    expect(agreementsSaveConfirm(loaded, [a(1, false), a(2, true), a(3, false)])?.body).toMatch(
      /^A1 \(#1\) will show/,
    ))
})

describe("transferConfirm", () => {
  const user = { userid: 4, username: "acme.user", companyid: 2, companyname: "Acme", roleid: 4 }
  it.each([
    ["no user chosen", null, 3, "Globex", null],
    ["no company chosen", user, null, undefined, null],
    ["the user's own company", user, 2, "Acme", null],
    ["another company", user, 3, "Globex", "Move acme.user to Globex?"],
    ["a company not in the list", user, 9, undefined, "Move acme.user to company #9?"],
  ] as const)("%s", (_, who, companyId, name, title) =>
    expect(transferConfirm(who, companyId, name)?.title ?? null).toBe(title),
  )
})

describe("companyDeleteConfirm", () => {
  it("asks by name", () => expect(companyDeleteConfirm("Acme").title).toBe("Delete Acme?"))
})
