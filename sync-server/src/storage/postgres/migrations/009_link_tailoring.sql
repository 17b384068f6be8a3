-- What a private link shows differently from the public page (issue 23): its own headline, the
-- skills, projects and bullets it leads with or leaves out, and entries shown on that link only.
-- Validated and bounded by the server before it is written; NULL means the link shows the public page.

ALTER TABLE private_links ADD COLUMN tailoring jsonb;
