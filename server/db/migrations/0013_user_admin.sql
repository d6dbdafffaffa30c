-- Users administration (issue 13): per-user feature switches beside the role, and indexes for the
-- user list and the duplicate-address check.
--
-- A user without a row here has every feature (core/domain/users/user-rules.ts, featuresOf); a
-- manager's choice is stored as JSON so a feature added later defaults to on for everyone.
CREATE TABLE user_permissions (
  userid integer PRIMARY KEY REFERENCES users (userid),
  features jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (userid)
);
-- Creating or editing a user refuses an address another account already uses (case-insensitive).
CREATE INDEX users_email_lower_idx ON users (lower(email));
-- Staff list every company's users by first name (the list's default order).
CREATE INDEX users_firstname_idx ON users (firstname, userid);
