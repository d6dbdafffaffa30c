-- The notification panel's reads cost the same for a user with 100,000 notifications as for one with
-- 20, at any offset (issue 14): GET /v1/user/notifications/:id?offset=&limit= turns the offset into
-- a keyset, and the unseen count is read, not counted.
--
-- notifications.rank: the row's position in its user's notifications, oldest first (1, 2, ...), in
-- the panel's order (created_at, id). Offset k of a page is then rank <= last_rank - k, read by the
-- (userid, rank DESC) index: no row before the page is visited.
-- notification_counts: per user, the last rank given (= how many notifications the user has), the
-- newest row's (created_at, id), and how many are unseen.
--
-- Kept by triggers in the statement that changes notifications (so in its transaction): a new row
-- newer than the user's newest (every notification the server writes: created_at is now()) takes
-- the next rank under the counter row's lock, so two transactions writing for one user at once
-- never share a rank. A row older than the newest (seeded history, back-filled rows) or a delete
-- renumbers that user's rows at the end of the statement.

ALTER TABLE notifications ADD COLUMN rank bigint;

CREATE TABLE notification_counts (
  userid integer PRIMARY KEY REFERENCES users (userid),
  last_rank bigint NOT NULL DEFAULT 0,
  last_at timestamptz,
  last_id bigint,
  unseen integer NOT NULL DEFAULT 0
);

-- Renumbers the users' rows in (created_at, id) order and sets their counts from the rows.
CREATE FUNCTION notification_renumber(users integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE notifications n SET rank = r.rn
    FROM (SELECT id, row_number() OVER (PARTITION BY userid ORDER BY created_at, id) AS rn
            FROM notifications WHERE userid = ANY(users)) r
   WHERE n.id = r.id AND n.rank IS DISTINCT FROM r.rn;
  INSERT INTO notification_counts AS c (userid, last_rank, last_at, last_id, unseen)
    SELECT u.userid, coalesce(s.n, 0), s.last_at, s.last_id, coalesce(s.unseen, 0)
      FROM unnest(users) AS u (userid)
      LEFT JOIN LATERAL (
        SELECT count(*) AS n, count(*) FILTER (WHERE NOT seen)::int AS unseen,
               (array_agg(created_at ORDER BY created_at DESC, id DESC))[1] AS last_at,
               (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS last_id
          FROM notifications WHERE userid = u.userid) s ON true
  ON CONFLICT (userid) DO UPDATE
    SET last_rank = excluded.last_rank, last_at = excluded.last_at, last_id = excluded.last_id,
        unseen = excluded.unseen;
$$;

-- Each new row: the next rank when it is the user's newest (NULL otherwise: the statement renumbers).
CREATE FUNCTION notification_rank_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c notification_counts;
BEGIN
  INSERT INTO notification_counts (userid) VALUES (NEW.userid) ON CONFLICT (userid) DO NOTHING;
  SELECT * INTO c FROM notification_counts WHERE userid = NEW.userid FOR UPDATE;
  IF c.last_at IS NULL OR (NEW.created_at, NEW.id) > (c.last_at, c.last_id) THEN
    NEW.rank := c.last_rank + 1;
    UPDATE notification_counts
       SET last_rank = NEW.rank, last_at = NEW.created_at, last_id = NEW.id,
           unseen = unseen + CASE WHEN NEW.seen THEN 0 ELSE 1 END
     WHERE userid = NEW.userid;
  ELSE
    NEW.rank := NULL;
  END IF;
  RETURN NEW;
END $$;

-- A statement trigger fires for 0 rows too: each calls the renumbering only when a user needs it, so
-- the renumbering's own UPDATE (rank alone) ends there.
CREATE FUNCTION notification_rank_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users integer[] := array(SELECT DISTINCT userid FROM new_rows WHERE rank IS NULL);
BEGIN
  IF cardinality(users) > 0 THEN PERFORM notification_renumber(users); END IF;
  RETURN NULL;
END $$;

-- seen changes move the unseen counts; a row moved to another user or time renumbers.
CREATE FUNCTION notification_rank_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  UPDATE notification_counts c SET unseen = c.unseen + d.delta
    FROM (SELECT n.userid, sum(CASE WHEN n.seen THEN 0 ELSE 1 END - CASE WHEN o.seen THEN 0 ELSE 1 END)::int AS delta
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.userid = o.userid AND n.seen IS DISTINCT FROM o.seen GROUP BY n.userid) d
   WHERE c.userid = d.userid AND d.delta <> 0;
  moved := array(
    SELECT o.userid FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (n.userid, n.created_at) IS DISTINCT FROM (o.userid, o.created_at)
    UNION SELECT n.userid FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (n.userid, n.created_at) IS DISTINCT FROM (o.userid, o.created_at));
  IF cardinality(moved) > 0 THEN PERFORM notification_renumber(moved); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION notification_rank_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users integer[] := array(SELECT DISTINCT userid FROM old_rows);
BEGIN
  IF cardinality(users) > 0 THEN PERFORM notification_renumber(users); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_rank_row BEFORE INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notification_rank_row();
CREATE TRIGGER notifications_rank_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_rank_insert();
CREATE TRIGGER notifications_rank_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_rank_update();
CREATE TRIGGER notifications_rank_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_rank_delete();

-- The notifications already there (every user with notifications; none on a new database).
SELECT notification_renumber(array(SELECT DISTINCT userid FROM notifications))
 WHERE EXISTS (SELECT 1 FROM notifications);

-- A page: the user's rows from a rank down, newest first.
CREATE INDEX notifications_user_rank_idx ON notifications (userid, rank DESC);
