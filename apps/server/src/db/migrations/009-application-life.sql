-- The application's whole life (DESIGN.md §7): sent back to the customer for changes, and
-- withdrawn by them, beside the decision that still happens once.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('Pending', 'Returned', 'Approved', 'Rejected', 'Withdrawn'));

-- While Returned: what the officer asked the customer to change, {message, fields}.
ALTER TABLE applications ADD COLUMN action_needed jsonb;

-- What each round touched: the fields an officer asked to be changed, and those the
-- customer changed on resubmitting ([{field, from, to}], text values old and new).
ALTER TABLE status_history
  ADD COLUMN asked_fields jsonb,
  ADD COLUMN changes jsonb;
