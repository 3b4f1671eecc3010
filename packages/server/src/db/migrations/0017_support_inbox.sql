-- The operators' inbox: a conversation's status and the operator it is assigned to, private notes the
-- player never sees, and canned replies an operator inserts by short code.
ALTER TABLE support_conversations
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'resolved')),
  ADD COLUMN assignee_id bigint REFERENCES users (id);
--> statement-breakpoint
CREATE INDEX support_conversations_status_idx ON support_conversations (status, assignee_id);
--> statement-breakpoint
CREATE TABLE support_notes (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES support_conversations (id),
  operator_id bigint NOT NULL REFERENCES users (id),
  text text NOT NULL CHECK (text <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX support_notes_conversation_idx ON support_notes (conversation_id, id);
--> statement-breakpoint
CREATE TABLE support_canned_replies (
  id bigserial PRIMARY KEY,
  short_code text NOT NULL UNIQUE CHECK (short_code ~ '^[a-z0-9_-]{1,32}$'),
  text text NOT NULL CHECK (text <> ''),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);
