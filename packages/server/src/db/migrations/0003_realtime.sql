-- The room socket: what players said in room groups, and the key that signs socket (IM) tokens.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  -- A room group id as the socket names it; rooms belong to the game module, so no foreign key.
  group_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  -- Stored as sent, never as HTML: clients render it as text.
  text text NOT NULL CHECK (text <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX chat_messages_group_idx ON chat_messages (group_id, id);
--> statement-breakpoint
CREATE INDEX chat_messages_user_idx ON chat_messages (user_id, id);
--> statement-breakpoint
-- Keys made once per database when no key is configured, so every node on the database agrees on them.
CREATE TABLE realtime_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
