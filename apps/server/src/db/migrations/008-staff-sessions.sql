-- Staff sign-ins last at most 12 hours and end after 30 minutes idle (DESIGN.md §5).
ALTER TABLE staff_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();

-- An authenticator app (TOTP): the secret once confirmed, and one being enrolled.
ALTER TABLE staff
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
