// The in-app customer-service chat: the player's one conversation, oldest at the top (older pages load on
// scrolling up), text and images (uploaded with progress), the operator's typing, read receipts on the
// player's own messages, and live delivery over the app's socket (refetched after a reconnect).

import { formatDateTime, type TSupportMessage } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import ImageIcon from 'lucide-react/icons/image';
import { type ChangeEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useReadSupport, useSendSupportMessage, useSupportHistory } from '@/api/support/support';
import { useUploadImage } from '@/api/uploads/upload-image';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { UploadedImage } from '@/components/uploads/uploaded-image';
import { routes } from '@/config/routes';
import { appSocket } from '@/hooks/use-app-socket';
import { useSupportLive } from '@/hooks/use-support-live';
import { translateMessage } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { isImageIssue, readImageFile } from '@/lib/image-file';
import styles from './service-chat-page.module.css';

/** At most one typing note this often. */
const TYPING_EVERY_MS = 3000;

export function ServiceChatPage() {
  const { t } = useTranslation();
  const history = useSupportHistory();
  const live = useSupportLive();
  const send = useSendSupportMessage();
  const read = useReadSupport();
  const upload = useUploadImage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const lastTyping = useRef(0);
  const keepOffset = useRef<number | null>(null);
  const inputId = useId();

  const pages = history.data?.pages ?? [];
  const first = pages[0];
  // Oldest first on screen; pages come newest first.
  const messages = pages.flatMap((page) => page.list).reverse();
  const newest = messages.at(-1);
  const operatorReadId = first?.operatorReadId ?? 0;
  const playerReadId = first?.playerReadId ?? 0;

  // Keep the view at the bottom for new messages; keep the reader's place when older ones load above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages or the typing line change
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepOffset.current !== null) {
      box.scrollTop = box.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else box.scrollTop = box.scrollHeight;
  }, [messages.length, live.isOperatorTyping]);

  // Everything shown is read: the newest message moves the read position (and clears the tab badge),
  // once per message id, so a failing call is not repeated on every render.
  const readAsked = useRef(0);
  const markRead = read.mutate;
  useEffect(() => {
    if (!newest || newest.id <= playerReadId || newest.id <= readAsked.current) return;
    readAsked.current = newest.id;
    markRead(newest.id);
  }, [newest, playerReadId, markRead]);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    const box = scroller.current;
    keepOffset.current = box ? box.scrollHeight - box.scrollTop : null;
    void history.fetchNextPage();
  };

  const typed = (value: string) => {
    setText(value);
    setProblem(null);
    const now = Date.now();
    if (value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      appSocket().sendSupportTyping();
    }
  };

  const sendText = () => {
    const message = text.trim();
    if (!message) {
      setProblem(t('support.textEmpty'));
      return;
    }
    send.mutate(
      { text: message },
      { onSuccess: () => setText(''), onError: (failure) => setProblem(errorText(failure)) },
    );
  };

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const checked = await readImageFile(file);
    if (isImageIssue(checked)) {
      setProblem(translateMessage(checked.message, ...checked.args));
      return;
    }
    setProgress(0);
    upload.mutate(
      { base64: checked.base64, onProgress: setProgress },
      {
        onSuccess: (image) =>
          send.mutate(
            { imageId: image.id },
            {
              onSettled: () => setProgress(null),
              onError: (failure) => setProblem(errorText(failure)),
            },
          ),
        onError: (failure) => {
          setProgress(null);
          setProblem(errorText(failure));
        },
      },
    );
  };

  let body: ReactNode;
  if (history.isPending) body = <Loading />;
  else if (history.isError) body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  else {
    body = (
      <div
        ref={scroller}
        className={styles.messages}
        aria-label={t('route.serviceChat')}
        role="log"
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 40) loadOlder();
        }}
      >
        {history.hasNextPage ? (
          <Button
            size="mini"
            fill="none"
            color="primary"
            loadingText={t('service.older')}
            loading={history.isFetchingNextPage}
            onClick={loadOlder}
          >
            {t('service.older')}
          </Button>
        ) : null}
        {messages.length === 0 ? <p className={styles.welcome}>{t('service.welcome')}</p> : null}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} isRead={message.id <= operatorReadId} />
        ))}
        {live.isOperatorTyping ? (
          <p className={styles.typing} aria-live="polite">
            {t('service.operatorTyping')}
          </p>
        ) : null}
      </div>
    );
  }

  const isBusy = send.isPending || progress !== null;
  return (
    <Page title={t('route.serviceChat')} backTo={routes.service.path}>
      <div className={styles.chat}>
        {live.state === 'waiting' ? (
          <p className={styles.offline} role="status">
            {t('service.reconnecting')}
          </p>
        ) : null}
        {body}
        {progress !== null ? (
          <div className={styles.progress} role="status" aria-label={t('service.uploading')}>
            <ProgressBar percent={Math.round(progress * 100)} />
          </div>
        ) : null}
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <form
          className={styles.composer}
          onSubmit={(event) => {
            event.preventDefault();
            sendText();
          }}
        >
          <label className={styles.imageButton} aria-label={t('service.sendImage')}>
            <ImageIcon aria-hidden="true" />
            <input
              type="file"
              className="visually-hidden"
              accept="image/png,image/jpeg,image/webp"
              disabled={isBusy}
              onChange={(event) => void chooseImage(event)}
            />
          </label>
          <label htmlFor={inputId} className="visually-hidden">
            {t('service.message')}
          </label>
          <TextArea
            id={inputId}
            className={styles.input}
            placeholder={t('service.placeholder')}
            value={text}
            onChange={typed}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={1000}
          />
          <Button
            type="submit"
            color="primary"
            size="small"
            loadingText={t('service.send')}
            loading={send.isPending && progress === null}
          >
            {t('service.send')}
          </Button>
        </form>
      </div>
    </Page>
  );
}

function MessageBubble({ message, isRead }: { message: TSupportMessage; isRead: boolean }) {
  const { t } = useTranslation();
  const isMine = message.sender === 'player';
  return (
    <article className={isMine ? `${styles.bubble} ${styles.mine}` : styles.bubble}>
      <span className="visually-hidden">{isMine ? t('service.you') : t('service.operator')}</span>
      {message.imageUrl ? (
        <UploadedImage url={message.imageUrl} alt={t('service.image')} size={160} />
      ) : (
        <p className={styles.text}>{message.text}</p>
      )}
      <span className={styles.meta}>
        {formatDateTime(message.createTime)}
        {isMine ? ` · ${isRead ? t('service.read') : t('service.sent')}` : null}
      </span>
    </article>
  );
}
