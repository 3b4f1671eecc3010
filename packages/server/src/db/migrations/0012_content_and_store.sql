-- What players read and redeem: banners, notices and events (content items), rich-text pages by name and
-- language, language packs merged over the app's bundled strings, customer-service channels, and the store
-- (goods with their stock, and orders an operator fulfils). Rows come from operators or the demo seed.
-- Rich text is stored already sanitised (modules/content/rich-text.ts): nothing unsafe is ever kept.
CREATE TABLE content_items (
  id serial PRIMARY KEY,
  -- banner: the home carousel; notice: the ticker and notice list; activity: the events page.
  kind text NOT NULL CHECK (kind IN ('banner', 'notice', 'activity')),
  title_zh text NOT NULL,
  title_en text NOT NULL,
  -- Plain text: the ticker line of a notice, the teaser of an event or banner.
  summary_zh text NOT NULL DEFAULT '',
  summary_en text NOT NULL DEFAULT '',
  -- Sanitised HTML of its details page.
  body_zh text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  -- An upload's public id (published when attached), or none.
  image_id text REFERENCES uploads (public_id),
  -- Where a tap leads: an app route (`/pages/…`) or an https address; '' opens its details page.
  link text NOT NULL DEFAULT '',
  -- Shown only between these instants (either may be open).
  starts_at timestamptz,
  ends_at timestamptz,
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
--> statement-breakpoint
CREATE INDEX content_items_kind_idx ON content_items (kind, sort_order, id);
--> statement-breakpoint
-- A page of rich text (about, rules …) in one language; a missing language falls back to the other.
CREATE TABLE rich_text_pages (
  name text NOT NULL CHECK (name ~ '^[a-z0-9_-]{1,40}$'),
  language text NOT NULL CHECK (language IN ('en', 'zh')),
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, language)
);
--> statement-breakpoint
-- An operator's wording: message keys to plain text, merged by the app over its bundled strings.
CREATE TABLE language_packs (
  language text PRIMARY KEY CHECK (language IN ('en', 'zh')),
  entries jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Ways to reach customer service: the in-app chat, the official web, messengers, e-mail, phone.
CREATE TABLE service_channels (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('chat', 'web', 'telegram', 'whatsapp', 'email', 'phone', 'other')),
  name_zh text NOT NULL,
  name_en text NOT NULL,
  -- An address, handle or number; '' for the in-app chat.
  link text NOT NULL DEFAULT '',
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE store_goods (
  id serial PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  description_zh text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  image_id text REFERENCES uploads (public_id),
  price_minor bigint NOT NULL CHECK (price_minor > 0),
  -- Taken by a conditional UPDATE when an order is placed: never below zero, however many buy at once.
  stock integer NOT NULL CHECK (stock >= 0),
  is_enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A redemption: paid from the wallet to the store_sales account (ledger key store:<id>) when placed;
-- pending until an operator fulfils it (delivers the goods) or cancels it (stake and stock return).
CREATE TABLE store_orders (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  goods_id integer NOT NULL REFERENCES store_goods (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor bigint NOT NULL CHECK (unit_price_minor > 0),
  amount_minor bigint NOT NULL CHECK (amount_minor = unit_price_minor * quantity),
  -- What the player tells the operator: where to deliver, a size …
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'fulfilled', 'cancelled')),
  idempotency_key text NOT NULL,
  decided_by bigint REFERENCES users (id),
  decision_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
--> statement-breakpoint
CREATE INDEX store_orders_user_idx ON store_orders (user_id, id);
--> statement-breakpoint
CREATE INDEX store_orders_status_idx ON store_orders (status, id);
--> statement-breakpoint
-- Store sales: what players paid for goods, so the books still sum to zero.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
  CHECK (kind IN ('wallet', 'withdrawal_hold', 'house', 'deposit_clearing', 'fees', 'adjustments', 'store_sales'));
--> statement-breakpoint
INSERT INTO ledger_accounts (kind) VALUES ('store_sales');
