-- Issue 37: the officer's history shows whether each SMS about the application reached the
-- phone, read by the application's id.
CREATE INDEX outbox_of_application ON outbox (application_id) WHERE application_id IS NOT NULL;
