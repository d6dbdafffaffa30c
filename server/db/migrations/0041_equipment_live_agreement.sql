-- The equipment list's count (issue 27). Every list page counts its matches first, and the default
-- filter (pieces in service, under an active agreement, of a covered contract category) counted by
-- reading each piece's row: staff's 95,000 of 100,000 pieces at the huge scale were a sequential scan
-- of the whole table (45-74 ms warm on PGlite, 105 ms cold), Acme's 22,420 a walk of its rows
-- (8-13 ms). The pieces in service with their company, agreement and coverage are now an index of
-- their own, which the count reads alone (index only, the agreements' few rows hashed beside it):
-- staff 17-18 ms, Acme 5 ms.

CREATE INDEX equipment_company_live_agreement_idx ON equipment (companyid, agreementid)
  INCLUDE (coverage) WHERE removeddate IS NULL;

ANALYZE equipment;
