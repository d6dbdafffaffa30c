import { Schema } from "effect"

const Text = Schema.NullOr(Schema.String)

/** A location's name and address as tickets and agreement locations carry them (null where unknown). */
export const LocationFields = {
  locationname: Text,
  locationaddress1: Text,
  locationaddress2: Text,
  locationcity: Text,
  locationstate: Text,
  locationzipcode: Text,
  locationcountry: Text,
}
