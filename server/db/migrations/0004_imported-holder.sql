-- Imported rows name their holder as the file does (an address or a name): the key is assignedTo, no longer assigneeEmail.
UPDATE "manage_imports"
SET "values" = ("values" - 'assigneeEmail') || jsonb_build_object('assignedTo', "values" -> 'assigneeEmail')
WHERE "values" ? 'assigneeEmail';
