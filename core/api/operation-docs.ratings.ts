import type { PerEndpoint } from "./endpoint-key.ts"
import type { OperationDoc } from "./operation-doc.ts"

/** Docs of the satisfaction rating calls (issue 28). */
export const ratingsOperationDocs: PerEndpoint<"ratings" | "ratingLink", OperationDoc> = {
  "ratings.rating": {
    summary: "A ticket's satisfaction rating",
    description:
      "Whether the ticket's latest close asked its contact for a rating (`asked`), whether the caller may give it now (`canRate`: the contact, while the ask is open), and the latest rating given, shown to provider staff, the ticket's company admin and the person who gave it (null for anyone else).",
  },
  "ratings.rate": {
    summary: "Rate a closed ticket",
    description:
      "The ticket's contact rates its latest close once: `score` 1-5 and an optional `comment`. 403 for anyone but the contact; 409 when there is no ask, it was used or it expired (a reopen ends it); 429 past the hourly bound.",
  },
  "ratings.satisfaction": {
    summary: "Satisfaction insights",
    description:
      "Ratings given in the period (`period`, `agreementid`, `locationid` as the other insights), within the caller's scope: the average score and count overall, per calendar month (UTC) and per location.",
  },
  "ratingLink.check": {
    summary: "Open a mailed rating link",
    description:
      "No session: the ticket's number and title and the link's `state` (open, used or expired). 404 for a token that never existed. Nothing else about the ticket is revealed.",
  },
  "ratingLink.rate": {
    summary: "Rate through a mailed link",
    description:
      "No session: rates the close that sent the link, once. 409 when the link was used or expired; 429 past the hourly bound of the contact's address.",
  },
}
