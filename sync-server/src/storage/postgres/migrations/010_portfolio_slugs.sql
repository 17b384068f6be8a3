-- Name-like addresses (/{slug}). Every slug a portfolio holds, its current one and the previous ones
-- that redirect to it, is a row here: the primary key makes a slug one portfolio's across all users,
-- stored lower-cased so the comparison is case-insensitive. portfolios.slug names the current one;
-- portfolios made before this have none until the server gives each its default at start.

CREATE TABLE portfolio_slugs (
  slug text PRIMARY KEY CHECK (slug = lower(slug) AND slug <> ''),
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX portfolio_slugs_portfolio_idx ON portfolio_slugs (portfolio_id, at DESC);

ALTER TABLE portfolios ADD COLUMN slug text REFERENCES portfolio_slugs (slug) DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX portfolios_slug_idx ON portfolios (slug);
CREATE INDEX portfolios_without_slug_idx ON portfolios (id) WHERE slug IS NULL;
