import { Schema } from "effect"

export const NavigationLocation = Schema.Struct({ locationid: Schema.Finite })

export const NavigationAgreement = Schema.Struct({
  agreementid: Schema.Finite,
  salesid: Schema.NullOr(Schema.Finite),
  Locations: Schema.Array(NavigationLocation),
})
export type NavigationAgreement = typeof NavigationAgreement.Type

/** Navigation data of GET /v1/leftmenu, wrapped in `TicketCounts` as the spec has it. */
export const NavigationData = Schema.Struct({
  totalOpen: Schema.Finite,
  totalClosed: Schema.Finite,
  companyUserIds: Schema.Array(Schema.Finite),
  email: Schema.String,
  username: Schema.String,
  fullname: Schema.String,
  phonenumber: Schema.NullOr(Schema.String),
  phonenumberextension: Schema.NullOr(Schema.String),
  usercreateddate: Schema.String,
  roleid: Schema.Finite,
  companyid: Schema.Finite,
  viewedPolicy: Schema.Boolean,
  Agreements: Schema.Array(NavigationAgreement),
})
export type NavigationData = typeof NavigationData.Type

export const LeftMenu = Schema.Struct({ TicketCounts: NavigationData })
export type LeftMenu = typeof LeftMenu.Type
