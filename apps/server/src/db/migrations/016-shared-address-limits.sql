-- Limits for a whole country behind shared addresses (issue 31, DESIGN.md §5).

-- A code is checked against the challenge that holds it: `code_of` names that challenge when
-- a request past its SMS budget was answered with the code the phone already has, and each
-- code is salted with a secret outside this table. Challenges live five minutes: the ones
-- salted the old way are let go.
DELETE FROM code_challenges;
ALTER TABLE code_challenges ADD COLUMN code_of char(64);
-- The network that asked (an IPv4 address or an IPv6 /64): a failure of it until the code
-- comes back, from wherever it comes back.
ALTER TABLE code_challenges ADD COLUMN network text NOT NULL DEFAULT '';
CREATE INDEX code_challenges_live_by_mobile ON code_challenges (mobile, created_at DESC)
  WHERE code_of IS NULL AND used_at IS NULL;

-- A solved proof of work admits one request: its challenge's signature, kept until it expires.
CREATE TABLE proofs_of_work_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX proofs_of_work_used_expires_at ON proofs_of_work_used (expires_at);
