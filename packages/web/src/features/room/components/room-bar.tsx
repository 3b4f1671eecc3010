// The bar at the foot of the room: a chat line to the room and the button that opens the bet panel.
// Chat is checked with the server's own rule (ZChatText) before it is sent.

import { SocketNotReadyError } from '@fair28/client';
import { CHAT_TEXT_MAX_LENGTH, ZChatText } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import styles from './room-bar.module.css';

type RoomBarProps = {
  onSend: (text: string) => Promise<{ status: number; message: string }>;
  onOpenBets: () => void;
  canBet: boolean;
};

export function RoomBar({ onSend, onOpenBets, canBet }: RoomBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ZChatText.safeParse(text);
    if (!checked.success) {
      showToast(translateMessage(checked.error.issues[0]?.message ?? 'im.chatEmpty', CHAT_TEXT_MAX_LENGTH));
      return;
    }
    setIsSending(true);
    try {
      const ack = await onSend(checked.data);
      if (ack.status === 1) setText('');
      else showToast(ack.message, 'fail');
    } catch (error) {
      showToast(
        error instanceof SocketNotReadyError ? t('room.chatNotConnected') : t('errorPage.otherBody'),
        'fail',
      );
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className={styles.bar} onSubmit={(event) => void submit(event)}>
      <input
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('room.chatLabel')}
        placeholder={t('room.chatPlaceholder')}
        maxLength={CHAT_TEXT_MAX_LENGTH * 2}
        enterKeyHint="send"
        autoComplete="off"
      />
      <Button
        type="submit"
        size="small"
        shape="rounded"
        loadingText={t('room.send')}
        loading={isSending}
        disabled={!text.trim()}
      >
        {t('room.send')}
      </Button>
      <Button
        type="button"
        color="primary"
        shape="rounded"
        className={styles.bet}
        onClick={onOpenBets}
        disabled={!canBet}
      >
        {t('room.openBetPanel')}
      </Button>
    </form>
  );
}
