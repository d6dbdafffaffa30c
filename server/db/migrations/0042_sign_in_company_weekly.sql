-- User insights at a million tickets (issue 27). The weekly series of GET /v1/insights/users/logins
-- read every row of sign_in_weekly in the period (one per company, week and user that signed in) to
-- count each week's users: staff over 36 months read all 325,628 rows at the huge scale (20,000
-- users), and the call took 277-296 ms on PGlite. sign_in_company_weekly keeps, per company and week,
-- the sign-ins and the users who signed in (the sign_in_weekly rows whose n is above 0), in the same
-- statement as every change to sign_in_weekly: the series reads some 2,000 rows.
--
-- A week's users over several companies are the sum of each company's: a user moved to another
-- company who signed in under both in the same week counts in both, as the per-company rows do.

CREATE TABLE sign_in_company_weekly (
  companyid integer NOT NULL,
  week date NOT NULL,
  n integer NOT NULL,
  users integer NOT NULL,
  CONSTRAINT sign_in_company_weekly_key PRIMARY KEY (companyid, week)
);
-- Staff read every company's weeks.
CREATE INDEX sign_in_company_weekly_week_idx ON sign_in_company_weekly (week) INCLUDE (companyid, n, users);

-- The per-user rows as before, then their change per company and week: a row's n before the change
-- is its n after less the delta, so a user counts from the row's first sign-in until its last is gone.
CREATE OR REPLACE FUNCTION sign_in_rollup_apply(deltas sign_in_weekly[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT companyid, week, userid, sum(n)::int AS n FROM unnest(deltas) GROUP BY 1, 2, 3 HAVING sum(n) <> 0
  ), applied AS (
    INSERT INTO sign_in_weekly AS r (companyid, week, userid, n)
      SELECT companyid, week, userid, n FROM d
      ON CONFLICT ON CONSTRAINT sign_in_weekly_key DO UPDATE SET n = r.n + excluded.n
      RETURNING r.companyid, r.week, r.userid, r.n
  )
  INSERT INTO sign_in_company_weekly AS c (companyid, week, n, users)
    SELECT a.companyid, a.week, sum(d.n)::int, sum((a.n > 0)::int - ((a.n - d.n) > 0)::int)::int
    FROM applied a JOIN d ON d.companyid = a.companyid AND d.week = a.week AND d.userid = a.userid
    GROUP BY 1, 2
    ON CONFLICT ON CONSTRAINT sign_in_company_weekly_key
      DO UPDATE SET n = c.n + excluded.n, users = c.users + excluded.users;
$$;

-- The rows already there.
INSERT INTO sign_in_company_weekly (companyid, week, n, users)
  SELECT companyid, week, sum(n)::int, count(*) FILTER (WHERE n > 0)::int FROM sign_in_weekly GROUP BY 1, 2;

ANALYZE sign_in_company_weekly;
