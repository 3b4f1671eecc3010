-- Client options (the config call's `options`, spec §4) kept by operators. An option whose key names a
-- route may carry that route's page config, which this server serves to the app.
CREATE TABLE client_options (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE CHECK (key ~ '^[A-Za-z0-9_./-]{1,120}$'),
  value text NOT NULL DEFAULT '',
  is_enabled boolean NOT NULL DEFAULT true,
  page_config jsonb,
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
