-- Facts about this database that the server reports, one row each. `seed_scale` is the scale the
-- demo data was seeded at (tiny, demo or large), written in the seed's own transaction so it is
-- there exactly when the data is; GET /v1/config reports it, so a QA flow recorded on the tiny seed
-- can say so before it runs against another. A database seeded before this table has no row (null).

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);
