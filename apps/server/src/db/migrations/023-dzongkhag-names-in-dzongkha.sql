-- Place names in the reader's language (issue 34): a dzongkhag's name in Dzongkha script, from
-- the reference data. Empty where no cited source gives one: the page then shows the romanised name.
ALTER TABLE dzongkhags ADD COLUMN name_dz text;
