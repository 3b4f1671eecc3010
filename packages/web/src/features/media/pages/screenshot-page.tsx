// /pages/screenshot/screenshot?betId=… — a bet slip as a picture to keep or send: drawn in the browser
// from the player's own bet record (with the round's result and where to verify it), saved as a PNG or
// handed to the phone's share sheet. Without a bet of the player's it says so and leads to the records.

import { displayMoney, formatDateTime, type TBetRecord } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { useSearchParams } from '@/lib/router/router-context';
import { useBet } from '../api/get-bet';
import { drawSlip, SLIP_WIDTH, type Slip, slipHeight } from '../lib/slip-image';
import styles from './screenshot-page.module.css';

function parseId(text: string | null): number | null {
  return text && /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function ScreenshotPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const betId = parseId(params.get('betId'));
  const bet = useBet(betId);
  const toRecords = { label: t('route.betRecords'), to: routes.betRecords.path };
  let content: ReactNode;
  if (betId === null || bet.data === null) content = <EmptyState text={t('shot.noBet')} action={toRecords} />;
  else if (bet.isError) content = <LoadError error={bet.error} onRetry={() => void bet.refetch()} />;
  else if (!bet.data) content = <Loading />;
  else content = <SlipPicture record={bet.data} />;
  return (
    <Page title={t('route.screenshot')} backTo={routes.betRecords.path}>
      {content}
    </Page>
  );
}

function useSlip(record: TBetRecord): Slip {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  const verifyAddress = `${window.location.origin}/#${withQuery(routes.verify.path, { roundId: record.roundId })}`;
  const isDone = record.outcome !== 'pending' && record.outcome !== 'cancelled';
  return {
    title: `${betLabel(record.betType)} ×${record.odds}`,
    subtitle: `${record.roomName} · ${t('round.issue', { issue: record.issue })}`,
    lines: [
      { label: t('bets.stake'), value: displayMoney(record.amount) },
      { label: t('shot.outcome'), value: t(`betOutcome.${record.outcome}`) },
      {
        label: t('bets.payout'),
        value: isDone ? displayMoney(record.payout) : '—',
        isStrong: record.outcome === 'win',
      },
      { label: t('bets.placedAt'), value: formatDateTime(record.createdAt, { withSeconds: true }) },
    ],
    result: record.result
      ? `${record.result.a} + ${record.result.b} + ${record.result.c} = ${record.result.sum}`
      : null,
    footer: t('shot.verifyAt', { address: verifyAddress }),
  };
}

function SlipPicture({ record }: { record: TBetRecord }) {
  const { t } = useTranslation();
  const slip = useSlip(record);
  const [image, setImage] = useState<{ url: string; blob: Blob } | null>(null);
  const slipKey = JSON.stringify(slip);

  useEffect(() => {
    const drawn: Slip = JSON.parse(slipKey);
    const canvas = document.createElement('canvas');
    canvas.width = SLIP_WIDTH;
    canvas.height = slipHeight(drawn);
    const context = canvas.getContext('2d');
    if (!context) return;
    drawSlip(context, drawn);
    let url = '';
    canvas.toBlob((blob) => {
      if (!blob) return;
      url = URL.createObjectURL(blob);
      setImage({ url, blob });
    }, 'image/png');
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [slipKey]);

  if (!image) return <Loading />;
  const fileName = `fair28-bet-${record.betId}.png`;
  const file = new File([image.blob], fileName, { type: 'image/png' });
  const canShare = typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  return (
    <div className={styles.shot}>
      <img className={styles.image} src={image.url} alt={`${slip.title} · ${slip.subtitle}`} />
      <p className={styles.hint}>{t('shot.hint')}</p>
      <div className={styles.actions}>
        <a className={styles.save} href={image.url} download={fileName}>
          {t('shot.save')}
        </a>
        {canShare ? (
          <Button
            color="primary"
            fill="outline"
            onClick={() => void navigator.share({ files: [file] }).catch(() => {})}
          >
            {t('shot.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
