/**
 * External pages linked from the user menu. The spec names them but not their addresses; these
 * stand in until configuration provides them.
 */
export const EXTERNAL_LINKS = {
  referralRewards: "https://www.acme-equipment.example/referral-rewards",
  eolDatabase: "https://www.acme-equipment.example/eol-eosl-database",
} as const
