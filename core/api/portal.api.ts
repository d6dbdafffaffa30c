import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { AgreementItem, AgreementList } from "../schema/agreement.ts"
import { BannerResponse } from "../schema/banner.ts"
import { Forbidden, NotFound } from "../schema/errors.ts"
import { LeftMenu } from "../schema/navigation.ts"
import { UserItem } from "../schema/user.ts"
import { Authentication, Id } from "./middleware.ts"

/** Users, navigation data, banner and agreements for the shell. */
export class ShellApi extends HttpApiGroup.make("shell")
  .add(
    HttpApiEndpoint.get("user", "/v1/user/:id", {
      params: { id: Id },
      query: { s: Schema.optional(Schema.String) },
      success: UserItem,
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
  )
  .middleware(Authentication) {}
