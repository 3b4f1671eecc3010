// /pages/tabBar/personal/menu/share — the player's invitation: code and registration link (each with a
// copy button), the link as a QR code drawn by qrcode.react (savable as a PNG), and the players who
// registered with the code, with the total and today's count; the agent's figures of the last 30 days
// with a way to the statements, rebates and rates. Pull to refresh, more on scroll.

import { displayMoney, formatDateTime } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import DownloadIcon from 'lucide-react/icons/download';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { PagedList } from '@/components/records/paged-list';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/notify';
import { Link } from '@/lib/router/link';
import { useAgentOverview } from '../api/get-agent-overview';
import { useShareList } from '../api/get-share-list';
import { qrFileName, saveCanvasAsPng } from '../lib/save-canvas';
import styles from './share-page.module.css';

export function SharePage() {
  const { t } = useTranslation();
  const share = useShareList();
  const qr = useRef<HTMLCanvasElement>(null);
  const first = share.data?.pages[0];

  if (!first) {
    return (
      <Page title={t('route.share')} backTo={routes.mine.path}>
        {share.isError ? <LoadError error={share.error} onRetry={() => void share.refetch()} /> : <Loading />}
      </Page>
    );
  }

  const save = () => {
    if (!qr.current) return;
    saveCanvasAsPng(qr.current, qrFileName(first.code));
    showToast(t('share.saved'), 'success');
  };

  const header = (
    <>
      <section className={styles.card}>
        <p className={styles.label}>{t('share.code')}</p>
        <div className={styles.row}>
          <strong className={styles.code}>{first.code}</strong>
          <CopyButton value={first.code} label={t('share.code')} />
        </div>
        <p className={styles.label}>{t('share.link')}</p>
        <div className={styles.row}>
          <span className={styles.link}>{first.link}</span>
          <CopyButton value={first.link} label={t('share.link')} />
        </div>
        <div className={styles.qr}>
          <QRCodeCanvas
            ref={qr}
            value={first.link}
            size={200}
            marginSize={2}
            level="M"
            role="img"
            aria-label={t('share.qr')}
          />
          <p className={styles.qrNote}>{t('share.qr')}</p>
          <Button size="small" color="primary" fill="outline" onClick={save}>
            <DownloadIcon aria-hidden="true" /> {t('share.saveQr')}
          </Button>
        </div>
      </section>
      <AgentFigures />
      <section className={styles.counts} aria-label={t('share.invited')}>
        <h2 className={styles.heading}>{t('share.invited')}</h2>
        <dl className={styles.stats}>
          <div>
            <dt>{t('share.total')}</dt>
            <dd>{first.total}</dd>
          </div>
          <div>
            <dt>{t('share.today')}</dt>
            <dd>{first.invitedToday}</dd>
          </div>
        </dl>
      </section>
    </>
  );

  return (
    <Page title={t('route.share')} backTo={routes.mine.path}>
      <PagedList
        query={share}
        header={header}
        label={t('share.invited')}
        emptyText={t('share.noInvitees')}
        itemKey={(invitee) => `${invitee.name}-${invitee.createTime}`}
        renderItem={(invitee) => (
          <div className={styles.invitee}>
            <span>{invitee.name}</span>
            <span className={styles.joined}>
              {t('share.joined', { time: formatDateTime(invitee.createTime) })}
            </span>
          </div>
        )}
      />
    </Page>
  );
}

/** The agent's last 30 days: invitees' turnover and the commission paid; the details are a tap away. */
function AgentFigures() {
  const { t } = useTranslation();
  const overview = useAgentOverview();
  const data = overview.data;
  return (
    <section className={styles.counts} aria-labelledby="agent-figures">
      <h2 id="agent-figures" className={styles.heading}>
        {t('share.agentTitle')}
      </h2>
      {overview.isError ? <LoadError error={overview.error} onRetry={() => void overview.refetch()} /> : null}
      {!data && !overview.isError ? <Loading /> : null}
      {data ? (
        <dl className={styles.stats}>
          <div>
            <dt>{t('share.agentTurnover')}</dt>
            <dd>{displayMoney(data.turnover)}</dd>
          </div>
          <div>
            <dt>{t('share.agentCommission')}</dt>
            <dd>{displayMoney(data.commission)}</dd>
          </div>
        </dl>
      ) : null}
      <Link className={styles.agentLink} to={routes.agent.path}>
        {t('share.agentOpen')}
      </Link>
    </section>
  );
}
