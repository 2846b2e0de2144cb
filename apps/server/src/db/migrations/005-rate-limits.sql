-- Every limit (sign-in, codes, QR threads, registration, SMS) is one counter row per key and
-- window, spent by one INSERT … ON CONFLICT DO UPDATE: atomic on PGlite and PostgreSQL
-- alike, so a burst of simultaneous requests gets exactly the allowance (DESIGN.md §5).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  used integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);

-- Replaced by rate_limits: failures were counted after the check, so a burst was evaluated in full.
DROP TABLE login_failures;
