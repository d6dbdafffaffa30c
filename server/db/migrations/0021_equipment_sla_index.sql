-- Service Insights lists every SLA (responsetime) of the equipment in the caller's frame
-- (server/insights/sla-responses.ts). A handful of distinct values over 20,000 pieces: read by
-- skipping through these indexes (one probe per value) instead of reading every row.
CREATE INDEX equipment_company_responsetime_idx ON equipment (companyid, responsetime)
  WHERE responsetime IS NOT NULL;
CREATE INDEX equipment_responsetime_idx ON equipment (responsetime) WHERE responsetime IS NOT NULL;
