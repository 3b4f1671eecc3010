// The live sections of home, all from the one home-page answer: banners, the notice ticker, game cards
// with their countdowns, the trading volume, payouts, and the first top-up nudge.

import {
  displayMoney,
  formatDateTime,
  type THomeGame,
  type THomePageResponse,
  type THomeWin,
} from '@fair28/shared';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import WalletIcon from 'lucide-react/icons/wallet';
import { useEffect, useState } from 'react';
import { LastResult } from '@/components/game/last-result';
import { ContentLink } from '@/components/ui/content-link';
import { EmptyState } from '@/components/ui/empty-state';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useRoundLine } from '@/hooks/use-round-line';
import { translateReference } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { contentDetailsPath } from '@/lib/content-link';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import { useAnimatedParts } from './animated';
import styles from './home-sections.module.css';

type Banner = THomePageResponse['banners'][number];

/** The banners in a swiper; the first alone until the swiper has loaded (animated.ts). */
export function Banners({ banners }: { banners: THomePageResponse['banners'] }) {
  const { t } = useTranslation();
  const parts = useAnimatedParts();
  // With reduced motion the banners stay put until swiped.
  const isStill = useReducedMotion();
  const [first] = banners;
  if (!first) return null;
  return (
    <section className={styles.banners} aria-label={t('home.banners')}>
      {parts ? (
        <parts.Swiper
          autoplay={banners.length > 1 && !isStill}
          loop={banners.length > 1}
          autoplayInterval={5000}
        >
          {banners.map((banner) => (
            <parts.Swiper.Item key={banner.id}>
              <BannerLink banner={banner} />
            </parts.Swiper.Item>
          ))}
        </parts.Swiper>
      ) : (
        <BannerLink banner={first} />
      )}
    </section>
  );
}

function BannerLink({ banner }: { banner: Banner }) {
  return (
    <ContentLink item={banner} className={styles.banner}>
      {banner.imageUrl ? <img className={styles.bannerImage} src={banner.imageUrl} alt="" /> : null}
      <span className={styles.bannerText}>
        <strong>{banner.title}</strong>
        {banner.summary ? <span>{banner.summary}</span> : null}
      </span>
    </ContentLink>
  );
}

/** The notice ticker: one notice at a time, scrolling, the next after a few seconds; a tap opens it. */
export function Notices({ notices }: { notices: THomePageResponse['notices'] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  // With reduced motion a notice does not scroll: its lines wrap instead.
  const isStill = useReducedMotion();
  useEffect(() => {
    if (notices.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), NOTICE_MS);
    return () => clearInterval(timer);
  }, [notices.length]);
  const notice = notices.length > 0 ? notices[index % notices.length] : undefined;
  if (!notice) return null;
  return (
    <Link className={styles.notice} to={contentDetailsPath('notice', notice.id)}>
      {/* Named by what it shows (WCAG 2.5.3), after what it is. */}
      <span className="visually-hidden">{t('home.notices')} </span>
      <NoticeBar
        // A new key restarts the scroll for the next notice.
        key={notice.id}
        content={notice.summary || notice.title}
        color="info"
        delay={1000}
        wrap={isStill}
        style={isStill ? undefined : { '--height': '36px' }}
      />
    </Link>
  );
}

const NOTICE_MS = 8000;

export function TopUpNudge() {
  const { t } = useTranslation();
  return (
    <Link className={styles.nudge} to={routes.recharge.path} replace>
      <WalletIcon className={styles.nudgeIcon} aria-hidden="true" />
      <span className={styles.nudgeText}>
        <strong>{t('home.nudgeTitle')}</strong>
        <span>{t('home.nudgeBody')}</span>
      </span>
      <span className={styles.nudgeAction}>{t('home.nudgeAction')}</span>
    </Link>
  );
}

export function GameCards({ games }: { games: THomeGame[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-games">
      <div className={styles.sectionHead}>
        <h2 id="home-games" className={styles.heading}>
          {t('home.liveGames')}
        </h2>
        <Link className={styles.more} to={routes.game.path}>
          {t('home.more')}
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      </div>
      {games.length === 0 ? (
        <EmptyState text={t('home.noGames')} />
      ) : (
        <ul className={styles.games}>
          {games.map((game) => (
            <li key={game.gameTypeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GameCard({ game }: { game: THomeGame }) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  const name = nameOf(game);
  const line = useRoundLine(game.current);
  const body = (
    <>
      <div className={styles.gameTop}>
        <strong className={styles.gameName}>
          {/* The card's name is what it shows, after what a tap does (WCAG 2.5.3, label in name). */}
          {game.roomInfoId === null ? null : <span className="visually-hidden">{t('home.playVerb')} </span>}
          {name}
        </strong>
        {game.current ? (
          <span className={styles.issue}>{t('home.round', { issue: game.current.issue })}</span>
        ) : null}
      </div>
      <p className={styles.countdown} aria-live="off">
        {line}
      </p>
      <LastResult result={game.lastResult} />
    </>
  );
  if (game.roomInfoId === null)
    return (
      <div className={styles.game}>
        {body}
        <p className={styles.lastLabel}>{t('home.noRoom')}</p>
      </div>
    );
  return (
    <Link className={styles.game} to={withQuery(routes.gameRoom.path, { roomId: game.roomInfoId })}>
      {body}
    </Link>
  );
}

export function Volume({ volume }: { volume: THomePageResponse['tradingVolume'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-volume">
      <h2 id="home-volume" className={styles.heading}>
        {t('home.volume')}
      </h2>
      <dl className={styles.volume}>
        <div>
          <dt>{t('home.volumeToday')}</dt>
          <dd>{displayMoney(volume.nowadaysVolume)}</dd>
        </div>
        <div>
          <dt>{t('home.volumeYesterday')}</dt>
          <dd>{displayMoney(volume.lastVolume)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Recent and biggest payouts in tabs; the recent ones, so titled, until the tabs have loaded (animated.ts). */
export function Wins({ recent, biggest }: { recent: THomeWin[]; biggest: THomeWin[] }) {
  const { t } = useTranslation();
  const parts = useAnimatedParts();
  return (
    <section className={styles.section} aria-labelledby="home-winners">
      <h2 id="home-winners" className={styles.heading}>
        {t('home.winners')}
      </h2>
      {parts ? (
        <parts.CapsuleTabs defaultActiveKey="recent">
          <parts.CapsuleTabs.Tab key="recent" title={t('home.recentWins')}>
            <WinList wins={recent} />
          </parts.CapsuleTabs.Tab>
          <parts.CapsuleTabs.Tab key="biggest" title={t('home.biggestWins')}>
            <WinList wins={biggest} />
          </parts.CapsuleTabs.Tab>
        </parts.CapsuleTabs>
      ) : (
        <>
          <p className={styles.winsTitle}>{t('home.recentWins')}</p>
          <WinList wins={recent} />
        </>
      )}
    </section>
  );
}

function WinList({ wins }: { wins: THomeWin[] }) {
  const { t, hasAllWords } = useTranslation();
  if (wins.length === 0) return <p className={styles.noWins}>{t('home.noWins')}</p>;
  return (
    <ul className={styles.wins}>
      {wins.map((win) => (
        <li key={`${win.reference}-${win.name}-${win.createTime}`} className={styles.win}>
          <span className={styles.winName}>{win.name}</span>
          <span className={styles.winMeta}>
            {/* The reference's words are the catalogue's, which follow the first screen. */}
            {hasAllWords ? `${translateReference(win.reference) ?? win.reference} · ` : null}
            {formatDateTime(win.createTime)}
          </span>
          <strong className={styles.winAmount}>{displayMoney(win.amount)}</strong>
        </li>
      ))}
    </ul>
  );
}
