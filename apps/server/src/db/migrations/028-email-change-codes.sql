-- Issue 45: a change of email needs a code sent to the account's mobile, as decisions with
-- the application's details are mailed there.
ALTER TABLE code_challenges DROP CONSTRAINT code_challenges_purpose_check;
ALTER TABLE code_challenges ADD CONSTRAINT code_challenges_purpose_check
  CHECK (purpose IN ('sign-in', 'registration', 'mobile-change', 'mobile-change-current', 'email-change'));
