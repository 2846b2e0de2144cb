-- Division names in both languages (issue 34): a division's name in Dzongkha script, as an
-- admin sets it; null until one does (no cited source gives them: decision 059), and the page
-- then shows the name the utility writes it by. Unique like the name, when set.
ALTER TABLE divisions ADD COLUMN name_dz text CHECK (name_dz <> '');
CREATE UNIQUE INDEX divisions_name_dz_key ON divisions (name_dz);
