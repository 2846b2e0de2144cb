-- A stolen admin session must not quietly make its own admin or lock the real ones out
-- (issue 32): an admin's changes to an account are kept with its other changes, and who made them.
ALTER TABLE staff_account_changes DROP CONSTRAINT staff_account_changes_kind_check;
ALTER TABLE staff_account_changes ADD CONSTRAINT staff_account_changes_kind_check CHECK (
  kind IN (
    'password_changed', 'password_reset', 'totp_set_up', 'totp_turned_off',
    'account_created', 'made_admin', 'made_officer', 'deactivated', 'reactivated'
  )
);
