-- Custom domains: one per portfolio; a domain may be claimed by several portfolios (so nobody can
-- squat a name by claiming it first) but verified by only one, which the partial unique index keeps
-- true across every server process.

CREATE TABLE custom_domains (
  portfolio_id text PRIMARY KEY REFERENCES portfolios (id) ON DELETE CASCADE,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  domain text NOT NULL,
  token text NOT NULL,
  created_at timestamptz NOT NULL,
  verified_at timestamptz
);
CREATE UNIQUE INDEX custom_domains_verified_idx ON custom_domains (domain) WHERE verified_at IS NOT NULL;
