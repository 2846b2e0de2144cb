-- A customer's language (DESIGN.md §7, issue 15): the SMS, emails, letters and receipts the
-- portal sends them are written in it. English until they choose Dzongkha.
ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'dz'));
