import type { Agreement } from "../schema/agreement.ts"
import type { Banner } from "../schema/banner.ts"
import type { NavigationData } from "../schema/navigation.ts"
import type { LoginResult } from "../schema/session.ts"
import type { User } from "../schema/user.ts"

/** Canned entities for tests; override fields with spread. */
export const sampleLogin: LoginResult = {
  message: "Success",
  sessionID: "sess-1",
  userID: 5,
  passwordExpired: false,
  isImpersonation: false,
}

export const sampleUser: User = {
  userid: 5,
  username: "acme.user",
  email: "user@acme.test",
  role: "Company User",
  roleid: 4,
  companyid: 10,
  companyname: "Acme Manufacturing",
  firstname: "Ada",
  lastname: "Lovelace",
  phonenumber: null,
  phonenumberextension: null,
  usercreateddate: "2022-01-01T00:00:00.000Z",
  useractive: true,
  profilepicture: null,
  profileicon: null,
  latestActivity: null,
  dateLastLoggedInUTC: null,
}

export const sampleNavigation: NavigationData = {
  totalOpen: 3,
  totalClosed: 9,
  companyUserIds: [5, 6],
  email: "user@acme.test",
  username: "acme.user",
  fullname: "Ada Lovelace",
  phonenumber: null,
  phonenumberextension: null,
  usercreateddate: "2022-01-01T00:00:00.000Z",
  roleid: 4,
  companyid: 10,
  viewedPolicy: false,
  Agreements: [
    { agreementid: 100, salesid: 7, Locations: [{ locationid: 1 }] },
    { agreementid: 101, salesid: 7, Locations: [] },
    { agreementid: 102, salesid: 8, Locations: [] },
  ],
}

export const sampleAgreement = (agreementid: number, salesid: number): Agreement => ({
  agreementid,
  agreementname: `Agreement ${agreementid}`,
  active: true,
  contracttype: "Full Maintenance",
  customerid: 10,
  customername: "Acme Manufacturing",
  commencementdate: null,
  expirationdate: null,
  salesid,
  salesfirstname: "Sam",
  saleslastname: `Seller${salesid}`,
  salesfullname: `Sam Seller${salesid}`,
  salestitle: "Account Executive",
  salesemail: `sam${salesid}@acme.test`,
  salesprofilepic: null,
  salesprofileicon: null,
})

export const sampleBanner: Banner = {
  id: 1,
  active: true,
  message: "<b>Planned maintenance</b> on Saturday",
  status: "warning",
  startDate: null,
  endDate: null,
}
