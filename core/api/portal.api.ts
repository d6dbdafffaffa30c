import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { MAX_ID, PAGE_SIZES } from "../domain/constants.ts"
import {
  AgreementItem,
  AgreementList,
  AgreementLocations,
  SalesforceAccounts,
  SalesforceAgreements,
} from "../schema/agreement.ts"
import { BannerResponse } from "../schema/banner.ts"
import { BadRequest, Forbidden, NotFound } from "../schema/errors.ts"
import { LeftMenu } from "../schema/navigation.ts"
import { UserFieldList, UserFieldsItem } from "../schema/user-admin.ts"
import { Id, QueryId, QueryInt } from "../schema/id.ts"
import { Authentication } from "./middleware.ts"

/** Users, navigation data, banner and agreements for the shell. */
export class ShellApi extends HttpApiGroup.make("shell")
  .add(
    HttpApiEndpoint.get("user", "/v1/user/:id", {
      params: { id: Id },
      query: { s: Schema.optionalKey(UserFieldList) },
      success: UserFieldsItem,
      error: [Forbidden, NotFound],
    }),
    HttpApiEndpoint.get("leftMenu", "/v1/leftmenu", { success: LeftMenu }),
    HttpApiEndpoint.get("banner", "/v1/banner", { success: BannerResponse }),
    HttpApiEndpoint.get("agreements", "/v1/agreements", {
      query: {
        active: Schema.optional(Schema.Literals(["true", "false"])),
        s: Schema.optional(Schema.String),
      },
      success: AgreementList,
    }),
    HttpApiEndpoint.get("agreement", "/v1/agreement/:id", {
      params: { id: Id },
      success: AgreementItem,
      error: [Forbidden, NotFound],
    }),
    /**
     * Locations an agreement covers (by name), or with `locationid` the equipment there under the
     * agreement (by description); with `salesforceaccountid` instead, the locations of every
     * agreement of that account. `pl` up to 1000 (default 1000), `os` offset.
     */
    HttpApiEndpoint.get("contracts", "/v1/contracts", {
      query: {
        agreementid: Schema.optional(QueryId),
        salesforceaccountid: Schema.optional(QueryId),
        locationid: Schema.optional(QueryId),
        pl: Schema.optional(QueryInt(1, PAGE_SIZES.agreementLocations)),
        os: Schema.optional(QueryInt(0, MAX_ID)),
      },
      success: AgreementLocations,
      error: [BadRequest, NotFound],
    }),
    /** Staff and sales reps: the customer accounts (account groups) they may choose. */
    HttpApiEndpoint.get("salesforceAccounts", "/v1/salesforceaccounts", {
      success: SalesforceAccounts,
      error: [Forbidden],
    }),
    HttpApiEndpoint.get("salesforceAgreements", "/v1/salesforceaccounts/:id/agreements", {
      params: { id: Id },
      success: SalesforceAgreements,
      error: [Forbidden, NotFound],
    }),
  )
  .middleware(Authentication) {}
