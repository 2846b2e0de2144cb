-- A stolen staff session stays a session (issue 32).

-- A password someone else chose (PORTAL_ADMIN_PASSWORD, `npm run staff -- create`) is changed
-- at the first sign-in. Accounts whose password was never changed since they were made are
-- marked too: the README's sample admin password may be one of them.
ALTER TABLE staff
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  -- The time step (Unix time / 30 s) of the last authenticator code taken: each code signs in
  -- once, and none older than it.
  ADD COLUMN totp_last_step integer;
UPDATE staff SET must_change_password = true WHERE password_changed_at = created_at;

-- What changed a member's password or authenticator app, and who: shown to the member.
CREATE TABLE staff_account_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('password_changed', 'password_reset', 'totp_set_up', 'totp_turned_off')),
  -- The admin who made it; NULL when the member did.
  by_staff_id integer REFERENCES staff (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_account_changes_staff ON staff_account_changes (staff_id, id DESC);
