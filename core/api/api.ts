import { HttpApi, OpenApi } from "effect/http-api"
import { DEFAULT_PRODUCT_NAME, VERSION } from "../domain/constants.ts"
import { AdminApi, ImpersonationApi } from "./admin.api.ts"
import { ChatApi } from "./chat.api.ts"
import { ClientLogApi } from "./client-log.api.ts"
import { ConfigApi } from "./config.api.ts"
import { EventsApi } from "./events.api.ts"
import { EquipmentApi } from "./equipment.api.ts"
import { InsightsApi } from "./insights.api.ts"
import { InputErrors } from "./middleware.ts"
import { AppsApi, NotificationsApi } from "./notifications.api.ts"
import { ShellApi } from "./portal.api.ts"
import { DevApi, PasswordApi } from "./password.api.ts"
import { RatingLinkApi, RatingsApi } from "./ratings.api.ts"
import { EmailChangeApi, ProfileApi } from "./profile.api.ts"
import { AccountApi, AuthApi } from "./session.api.ts"
import { DocumentsApi, TicketsApi } from "./tickets.api.ts"
import { TokensApi } from "./tokens.api.ts"
import { UsersApi } from "./users.api.ts"
import { WatchersApi } from "./watchers.api.ts"

/** The whole `/v1` contract: the server implements it, the UI and CLI derive their client from it. */
export class PortalApi extends HttpApi.make("portal")
  .add(AuthApi)
  .add(AccountApi)
  .add(PasswordApi)
  .add(DevApi)
  .add(ShellApi)
  .add(ConfigApi)
  .add(TicketsApi)
  .add(DocumentsApi)
  .add(ClientLogApi)
  .add(EquipmentApi)
  .add(InsightsApi)
  .add(UsersApi)
  .add(AdminApi)
  .add(ImpersonationApi)
  .add(ProfileApi)
  .add(EmailChangeApi)
  .add(NotificationsApi)
  .add(AppsApi)
  .add(TokensApi)
  .add(RatingsApi)
  .add(RatingLinkApi)
  .add(WatchersApi)
  .add(EventsApi)
  .add(ChatApi)
  .middleware(InputErrors)
  // A body field the call does not take is refused (400 naming it), as the OpenAPI document's
  // `additionalProperties: false` says, instead of being dropped while the answer says "success".
  .annotate(HttpApi.PayloadParseOptions, { onExcessProperty: "error" })
  .annotateMerge(OpenApi.annotations({ title: `${DEFAULT_PRODUCT_NAME} API`, version: VERSION })) {}
