-- Issue 32: a stolen customer token stays small.
-- A sign-in ends after 30 days unused (CUSTOMER_IDLE_DAYS) as well as at its expiry; a use
-- writes last_used_at at most once an hour. Tokens issued before this start counting now.
ALTER TABLE customer_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
-- A sign-in through the wallet proved the CID: its session changes the mobile with the new
-- number's code alone.
ALTER TABLE customer_tokens ADD COLUMN through_wallet boolean NOT NULL DEFAULT false;
-- A change of mobile also sends a code to the number the account has now.
ALTER TABLE code_challenges DROP CONSTRAINT code_challenges_purpose_check;
ALTER TABLE code_challenges ADD CONSTRAINT code_challenges_purpose_check
  CHECK (purpose IN ('sign-in', 'registration', 'mobile-change', 'mobile-change-current'));
