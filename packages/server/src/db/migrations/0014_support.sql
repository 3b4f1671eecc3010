-- Customer service: one conversation per player with the operators, and its messages (text or an
-- uploaded image). Each side's read position is the last message id it read: the other side's receipt.
CREATE TABLE support_conversations (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id),
  last_message_id bigint,
  last_message_at timestamptz,
  -- When the player's oldest unanswered message arrived; null once an operator has replied.
  waiting_since timestamptz,
  player_read_id bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  -- The last time the player's typing reached the server (shown to operators for a few seconds).
  player_typing_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX support_conversations_waiting_idx ON support_conversations (waiting_since, last_message_at);
--> statement-breakpoint
CREATE TABLE support_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  sender text NOT NULL CHECK (sender IN ('player', 'operator')),
  -- The operator who wrote an operator's message.
  operator_id bigint REFERENCES users (id),
  text text NOT NULL DEFAULT '',
  image_id text REFERENCES uploads (public_id),
  -- The sender's key: the same key again answers the first message (per conversation and side).
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((text <> '') <> (image_id IS NOT NULL)),
  CHECK ((sender = 'operator') = (operator_id IS NOT NULL)),
  UNIQUE (conversation_id, sender, idempotency_key)
);
--> statement-breakpoint
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id DESC);
