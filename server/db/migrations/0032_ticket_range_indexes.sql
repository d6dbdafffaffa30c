-- A million tickets (issue 27): a date range sorted by ticket id, latest activity or last change.
-- Those orders follow the call date, so a range's tickets sit together in them rather than spread
-- evenly as the planner assumes: it walked the sort index and fetched every skipped ticket's row to
-- test its dates (Acme's 2025 calls by ticket id: 535,857 rows skipped, 1.16 s). With the two dates
-- in the sort index the skipped entries are tested in the index alone (49.6 ms cold). Few matches
-- are read filter-first instead (server/tickets/ticket-page-plan.ts).
DROP INDEX tickets_company_ticket_idx;
CREATE INDEX tickets_company_ticket_idx ON tickets (companyid, ticketid DESC)
  INCLUDE (createddateutc, completeddateutc);
DROP INDEX tickets_company_latest_idx;
CREATE INDEX tickets_company_latest_idx ON tickets (companyid, latestactivitydate, ticketid)
  INCLUDE (createddateutc, completeddateutc);
DROP INDEX tickets_company_modified_idx;
CREATE INDEX tickets_company_modified_idx ON tickets (companyid, modifieddateutc, ticketid)
  INCLUDE (createddateutc, completeddateutc);
