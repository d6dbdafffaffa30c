import { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import {
  EquipmentChildren,
  EquipmentColumns,
  EquipmentItem,
  EquipmentList,
  OemList,
  SendEmailRequest,
  SendEmailResult,
  SlaList,
} from "../schema/equipment.ts"
import { EquipmentListQuery } from "../schema/equipment-list-query.ts"
import { BadRequest, Forbidden, NotFound, TooManyRequests } from "../schema/errors.ts"
import { Id, QueryId } from "../schema/id.ts"
import { listQueryParseOptions } from "../schema/list-query.schema.ts"
import { Authentication } from "./middleware.ts"

/**
 * Equipment (spec section 7, Equipment and agreements). Paths the spec does not show and that we
 * chose: `GET` and `PUT /v1/preferences/equipment-columns` (the caller's column choice, kept on the
 * server so it follows the user to any browser and the CLI). Listed in the README.
 */
export class EquipmentApi extends HttpApiGroup.make("equipment")
  .add(
    HttpApiEndpoint.get("list", "/v1/userequipment", {
      query: EquipmentListQuery,
      success: EquipmentList,
      error: [BadRequest],
    }).annotate(HttpApi.QueryParseOptions, listQueryParseOptions),
    HttpApiEndpoint.get("item", "/v1/userequipment/:equipmentid", {
      params: { equipmentid: Id },
      success: EquipmentItem,
      error: [NotFound],
    }),
    HttpApiEndpoint.get("children", "/v1/equipment/children", {
      query: { id: QueryId },
      success: EquipmentChildren,
      error: [NotFound],
    }),
    HttpApiEndpoint.get("oem", "/v1/oem", { success: OemList }),
    HttpApiEndpoint.get("sla", "/v1/sla/time", { success: SlaList }),
    HttpApiEndpoint.get("columns", "/v1/preferences/equipment-columns", { success: EquipmentColumns }),
    HttpApiEndpoint.put("saveColumns", "/v1/preferences/equipment-columns", {
      payload: EquipmentColumns,
      success: EquipmentColumns,
      error: [BadRequest],
    }),
    /**
     * Template `agreement-request`: a change request mailed to the agreement's sales representative.
     * `{ template: "account-team" }` alone: a customer asks their account team to get in touch.
     */
    HttpApiEndpoint.post("sendEmail", "/v1/sendemail", {
      payload: SendEmailRequest,
      success: SendEmailResult,
      error: [BadRequest, Forbidden, NotFound, TooManyRequests],
    }),
  )
  .middleware(Authentication) {}
