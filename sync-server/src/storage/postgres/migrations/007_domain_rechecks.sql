-- Verified custom domains are re-checked periodically: when their TXT record was last found.
-- A domain verified before this was last found when it was verified.

ALTER TABLE custom_domains ADD COLUMN checked_at timestamptz;
UPDATE custom_domains SET checked_at = verified_at;
