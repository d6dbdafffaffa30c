-- Staff's tickets per user over a long period at a million tickets (issue 27). The call sums
-- ticket_user_weekly over the period's whole weeks: over 36 months every row of it (509,878 at the
-- huge scale, where the tickets span two years), 111 ms on PGlite. ticket_user_total keeps each
-- company's and creator's tickets of all time, so a period covering most weeks is read as its
-- complement: the total less the weeks outside it (server/insights/user-insights.ts picks the side
-- with fewer weeks). Kept in the same statement as the weekly rows: ticket_rollup_apply becomes the
-- weekly function (0043's, renamed and unchanged) followed by this one's statement; the triggers
-- call it by name.

CREATE TABLE ticket_user_total (
  companyid integer NOT NULL,
  createdbyuserid integer,
  n integer NOT NULL,
  CONSTRAINT ticket_user_total_key UNIQUE NULLS NOT DISTINCT (companyid, createdbyuserid)
);

ALTER FUNCTION ticket_rollup_apply(ticket_rollup_delta[]) RENAME TO ticket_rollup_apply_weekly;

CREATE FUNCTION ticket_rollup_apply(deltas ticket_rollup_delta[]) RETURNS void LANGUAGE sql AS $$
  SELECT ticket_rollup_apply_weekly(deltas);
  INSERT INTO ticket_user_total AS r (companyid, createdbyuserid, n)
    SELECT companyid, createdbyuserid, sum(sign) FROM unnest(deltas) GROUP BY 1, 2 HAVING sum(sign) <> 0
    ON CONFLICT ON CONSTRAINT ticket_user_total_key DO UPDATE SET n = r.n + excluded.n;
$$;

-- The tickets already there.
INSERT INTO ticket_user_total (companyid, createdbyuserid, n)
  SELECT companyid, createdbyuserid, count(*) FROM tickets GROUP BY 1, 2;

ANALYZE ticket_user_total;
