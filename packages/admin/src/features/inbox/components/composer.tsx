// Writing to the player, or a private note for the other operators. Typing `/` and a short code offers the
// canned replies that match; picking one puts its text in the box to edit before sending. Enter sends,
// Shift+Enter starts a new line; the player sees "typing…" while the operator writes; an image goes up
// first and is then sent as the message.
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { newIdempotencyKey } from '@fair28/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Input, Segmented, Space, Upload } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { cannedQuery, sendTyping, useAddNote, useReply } from '../api/inbox';
import { cannedMatches } from '../lib/canned';

/** At most one "typing" note to the player in this time. */
const TYPING_EVERY_MS = 3000;

type Mode = 'reply' | 'note';

export function Composer({ userId }: { userId: number }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('reply');
  const [text, setText] = useState('');
  const canned = useQuery(cannedQuery);
  const reply = useReply(userId);
  const addNote = useAddNote(userId);
  const lastTyping = useRef(0);
  // One key per message being written: a retry after a failure stores it once.
  const key = useRef(newIdempotencyKey());
  const isSending = reply.isPending || addNote.isPending;
  const failure = reply.error ?? addNote.error;

  const options = cannedMatches(canned.data?.list ?? [], text).map((item) => ({
    value: item.text,
    label: (
      <span>
        <strong>/{item.shortCode}</strong> {item.text}
      </span>
    ),
  }));

  function change(next: string) {
    setText(next);
    if (mode === 'reply' && next.trim() && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void sendTyping(userId).catch(() => undefined);
    }
  }

  function send() {
    const body = text.trim();
    if (!body || isSending) return;
    const done = {
      onSuccess: () => {
        setText('');
        key.current = newIdempotencyKey();
      },
    };
    if (mode === 'note') addNote.mutate(body, done);
    else reply.mutate({ text: body, key: key.current }, done);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While the canned list is open, Enter picks from it.
    if (event.key === 'Enter' && !event.shiftKey && options.length === 0) {
      event.preventDefault();
      send();
    }
  }

  return (
    <div style={{ borderTop: '1px solid #f0f0f0', padding: 12 }}>
      {failure ? (
        <Alert type="error" showIcon title={errorText(failure, t)} style={{ marginBottom: 8 }} />
      ) : null}
      <Space style={{ marginBottom: 8 }}>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'reply', label: t('inbox.reply') },
            { value: 'note', label: t('inbox.privateNote') },
          ]}
        />
        {mode === 'reply' ? (
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            showUploadList={false}
            beforeUpload={(file) => {
              reply.mutate({ image: file, key: newIdempotencyKey() });
              return false;
            }}
          >
            <Button icon={<PictureOutlined />} loading={reply.isPending}>
              {t('inbox.sendImage')}
            </Button>
          </Upload>
        ) : null}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <AutoComplete
          value={text}
          options={options}
          onChange={change}
          onSelect={(value: string) => setText(value)}
          style={{ flex: 1 }}
        >
          <Input.TextArea
            aria-label={mode === 'note' ? t('inbox.privateNote') : t('inbox.reply')}
            placeholder={mode === 'note' ? t('inbox.notePlaceholder') : t('inbox.replyPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onKeyDown={onKeyDown}
            style={mode === 'note' ? { background: '#fffbe6' } : undefined}
          />
        </AutoComplete>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={isSending}
          onClick={send}
          style={{ height: 'auto' }}
        >
          {mode === 'note' ? t('inbox.addNote') : t('inbox.send')}
        </Button>
      </Space.Compact>
    </div>
  );
}
