-- The operator's inbox of landing-page forms: what was dealt with, and the newest first in pages.
-- seq keeps arrival order for records of the same millisecond (as the embedded store's append does).
ALTER TABLE inbound ADD COLUMN handled boolean NOT NULL DEFAULT false;
ALTER TABLE inbound ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX inbound_kind_idx;
CREATE INDEX inbound_kind_newest_idx ON inbound (kind, created_at DESC, seq DESC);
