// The feed as players see it. Chat is the players' own text: React renders it as text, never as HTML.

import { displayMoney, displaySignedMoney, formatClock } from '@fair28/shared';
import GiftIcon from 'lucide-react/icons/gift';
import { ResultBalls } from '@/components/game/result-balls';
import { EmptyState } from '@/components/ui/empty-state';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import type { FeedItem } from '../hooks/use-room-feed';
import styles from './live-feed.module.css';

export function LiveFeed({ items }: { items: FeedItem[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.feed} aria-labelledby="room-feed-title">
      <h2 id="room-feed-title" className={styles.title}>
        {t('room.feed')}
      </h2>
      {/* A log: new entries are announced politely, the list itself is the record. */}
      <ol className={styles.list} role="log" aria-live="polite" aria-labelledby="room-feed-title">
        {items.map((item) => (
          <li key={item.key} className={`${styles.item} ${styles[item.kind] ?? ''}`}>
            <FeedLine item={item} />
            <time className={styles.time} dateTime={new Date(item.at).toISOString()}>
              {formatClock(item.at)}
            </time>
          </li>
        ))}
      </ol>
      {items.length === 0 ? <EmptyState text={t('room.feedEmpty')} /> : null}
    </section>
  );
}

function FeedLine({ item }: { item: FeedItem }) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  switch (item.kind) {
    case 'chat':
      return (
        <p className={styles.line}>
          <span className={item.isMine ? styles.me : styles.name}>
            {item.isMine ? t('room.you') : item.name}
          </span>
          <span className={styles.text}>{item.text}</span>
        </p>
      );
    case 'bet': {
      const bets = item.bets
        .map((bet) => `${betLabel(bet.betType)} ${displayMoney(bet.amount)} (×${bet.odds})`)
        .join(', ');
      return (
        <p className={styles.line}>
          {t('room.feedBet', { name: item.isMine ? t('room.you') : item.name, bets })}
          <span className={styles.issue}>{t('round.issue', { issue: item.issue })}</span>
        </p>
      );
    }
    case 'cancel':
      return (
        <p className={styles.line}>
          {t('room.feedCancelled', {
            name: item.isMine ? t('room.you') : item.name,
            count: item.count,
            amount: displayMoney(item.refunded),
          })}
        </p>
      );
    case 'round':
      return (
        <p className={styles.line}>
          {t(item.status === 'opened' ? 'room.feedOpened' : 'room.feedClosed', { issue: item.issue })}
        </p>
      );
    case 'void':
      return (
        <p className={styles.line} role="status">
          {t('room.feedVoided', { issue: item.issue, reason: item.reason })}
        </p>
      );
    case 'draw':
      return (
        <div className={styles.line}>
          <span>{t('room.feedDrawn', { issue: item.issue })}</span>
          <ResultBalls issue={item.issue} a={item.a} b={item.b} c={item.c} sum={item.sum} />
          <Link
            className={styles.verify}
            to={withQuery(routes.verify.path, { roundId: item.roundId })}
            aria-label={t('room.verifyRound', { issue: item.issue })}
          >
            {t('room.verify')}
          </Link>
        </div>
      );
    case 'redPacket':
      return (
        <p className={styles.line}>
          <GiftIcon className={styles.gift} aria-hidden="true" />{' '}
          {item.action === 'sent'
            ? t('redPacket.feedSent', { total: displayMoney(item.total), count: item.shareCount })
            : item.action === 'claimed'
              ? t('redPacket.feedClaimed', {
                  name: item.isMine ? t('room.you') : item.name,
                  amount: displayMoney(item.amount),
                  taken: item.claimedCount,
                  count: item.shareCount,
                })
              : t('redPacket.feedEnded', { total: displayMoney(item.total) })}
        </p>
      );
    case 'result':
      return (
        <p className={styles.line}>
          {t('room.feedResult', {
            issue: item.issue,
            stake: displayMoney(item.stake),
            back: displayMoney(item.back),
            profit: displaySignedMoney(item.profit),
          })}
        </p>
      );
  }
}
