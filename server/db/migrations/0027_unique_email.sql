-- One address, one account (issue 22): concurrent POST /v1/user with one address created several
-- accounts, because only a check-then-insert guarded it. The database now refuses a second account
-- with the same lower-cased address (empty addresses excepted: an account may have none), and the
-- server maps the refusal to 409 on `email` (server/db/unique-violations.ts). Usernames already have
-- users_username_key on lower(username) (0001).
--
-- A database that already holds duplicates cannot take the index: say which addresses and what to
-- do, instead of failing with an opaque "could not create unique index".
DO $$
DECLARE
  duplicates text;
BEGIN
  SELECT string_agg(format('%s (user ids %s)', address, ids), '; ' ORDER BY address)
    INTO duplicates
    FROM (SELECT lower(email) AS address, string_agg(userid::text, ', ' ORDER BY userid) AS ids
            FROM users WHERE email <> ''
           GROUP BY lower(email) HAVING count(*) > 1) AS d;
  IF duplicates IS NOT NULL THEN
    RAISE EXCEPTION 'Two or more accounts share an email address, so the unique index on users'' addresses cannot be added: %. Give each of these accounts its own address (or clear the address of the accounts that should not keep it: UPDATE users SET email = ''...'' WHERE userid = ...), then start the server again to finish the migration.', duplicates
      USING HINT = 'See server/db/migrations/0027_unique_email.sql';
  END IF;
END
$$;

CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email <> '';
