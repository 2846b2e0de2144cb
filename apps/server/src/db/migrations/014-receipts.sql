-- The filing receipt (issue 15) carries a code of its own for the public check, as letters
-- do: set at filing, or on the first download for applications filed before it existed.
ALTER TABLE applications ADD COLUMN receipt_code text;
CREATE UNIQUE INDEX applications_receipt_code ON applications (receipt_code) WHERE receipt_code IS NOT NULL;
