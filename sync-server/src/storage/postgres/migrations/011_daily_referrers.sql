-- Where visitors came from: per portfolio and UTC day, views counted per referring site's host (host
-- only, nothing of the visitor). The server keeps at most 50 hosts a day per portfolio (more are
-- counted under 'other') and 90 days; the rows go with the portfolio.

CREATE TABLE daily_referrers (
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  day date NOT NULL,
  host text NOT NULL CHECK (host <> '' AND length(host) <= 253),
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (portfolio_id, day, host)
);
CREATE INDEX daily_referrers_day_idx ON daily_referrers (day);
