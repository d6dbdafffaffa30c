-- The agreement record's billing-display flags besides showpricing (spec section 3: "many
-- billing-display flags"; core/domain/agreements/billing-display.ts): which parts of the amounts and
-- references the customer is shown. Existing agreements show everything, as before.
ALTER TABLE agreements
  ADD COLUMN showlaborrates boolean NOT NULL DEFAULT true,
  ADD COLUMN showpartsprices boolean NOT NULL DEFAULT true,
  ADD COLUMN showfreight boolean NOT NULL DEFAULT true,
  ADD COLUMN showtax boolean NOT NULL DEFAULT true,
  ADD COLUMN showtotals boolean NOT NULL DEFAULT true,
  ADD COLUMN showhours boolean NOT NULL DEFAULT true,
  ADD COLUMN showponumber boolean NOT NULL DEFAULT true;
