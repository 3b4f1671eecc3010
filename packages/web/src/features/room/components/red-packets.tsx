// Red packets in the room: the open ones the player has not opened yet as a strip above the feed, and the
// dialog that opens one — the packet and its published commitment, the claim, then what the player got
// and every claim so far (with the seed, to check the shares, once the packet has ended).

import { displayMoney, formatDateTime, type TRedPacket } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import GiftIcon from 'lucide-react/icons/gift';
import { useState } from 'react';
import { DetailList } from '@/components/ui/detail-list';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { useServerNow } from '@/hooks/use-server-now';
import { useTranslation } from '@/i18n/use-translation';
import { useClaimRedPacket } from '../api/claim-red-packet';
import { useRedPacketDetail, useRedPackets } from '../api/get-red-packets';
import styles from './red-packets.module.css';

export function RedPackets({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const packets = useRedPackets(roomId, true);
  const now = useServerNow();
  const [openId, setOpenId] = useState<number | null>(null);
  const waiting = (packets.data?.list ?? []).filter(
    (packet) => packet.status === 'open' && packet.myAmount === null && packet.expiresAt > now,
  );
  return (
    <>
      {waiting.length > 0 ? (
        <section className={styles.strip} aria-label={t('redPacket.title')}>
          {waiting.map((packet) => (
            <button
              key={packet.id}
              type="button"
              className={styles.packet}
              onClick={() => setOpenId(packet.id)}
            >
              <GiftIcon className={styles.icon} aria-hidden="true" />
              <span className={styles.what}>
                <strong>{packet.message || t('redPacket.title')}</strong>
                <small>
                  {t('redPacket.summary', {
                    total: displayMoney(packet.total),
                    left: packet.shareCount - packet.claimedCount,
                    count: packet.shareCount,
                  })}
                </small>
              </span>
              <span className={styles.open}>{t('redPacket.open')}</span>
            </button>
          ))}
        </section>
      ) : null}
      <RedPacketDialog roomId={roomId} packetId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

/** Opens a packet (from the strip or a feed line): claim it, or see what it gave. */
export function RedPacketDialog({
  roomId,
  packetId,
  onClose,
}: {
  roomId: number;
  packetId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useRedPacketDetail(packetId);
  const claim = useClaimRedPacket(roomId);
  // A share is paid once per player (the server holds it); the guard sends one claim per tap burst.
  const guard = useGuardedSubmit();
  const packet = detail.data;
  const close = () => {
    claim.reset();
    onClose();
  };
  return (
    <Popup
      visible={packetId !== null}
      onMaskClick={close}
      onClose={close}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <h2 className={styles.heading}>
        <GiftIcon aria-hidden="true" /> {packet?.message || t('redPacket.title')}
      </h2>
      {detail.isError ? <LoadError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {!packet && !detail.isError ? <Loading /> : null}
      {packet ? (
        <>
          {packet.myAmount !== null ? (
            <p className={styles.result} role="status">
              {t('redPacket.received', { amount: displayMoney(packet.myAmount) })}
            </p>
          ) : null}
          <PacketFacts packet={packet} />
          {packet.myAmount === null && packet.status === 'open' ? (
            <Button
              block
              color="danger"
              shape="rounded"
              loadingText={t('redPacket.claim')}
              loading={guard.isBusy}
              onClick={() =>
                void guard.run(async () => {
                  // A refusal shows on the packet's state, fetched again either way.
                  await claim.mutateAsync(packet.id).catch(() => undefined);
                  void detail.refetch();
                })
              }
            >
              {t('redPacket.claim')}
            </Button>
          ) : null}
          {packet.myAmount === null && packet.status === 'ended' ? (
            <p className={styles.note}>{t('redPacket.ended')}</p>
          ) : null}
          {packet.claims.length > 0 ? (
            <ol className={styles.claims} aria-label={t('redPacket.claims')}>
              {packet.claims.map((row) => (
                <li key={row.seq}>
                  <span>
                    {row.seq}. {row.name}
                  </span>
                  <strong>{displayMoney(row.amount)}</strong>
                </li>
              ))}
            </ol>
          ) : null}
          <Button block fill="outline" shape="rounded" onClick={close}>
            {t('redPacket.close')}
          </Button>
        </>
      ) : null}
    </Popup>
  );
}

function PacketFacts({ packet }: { packet: TRedPacket }) {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('redPacket.total'), value: displayMoney(packet.total) },
        {
          label: t('redPacket.shares'),
          value: t('redPacket.sharesTaken', { taken: packet.claimedCount, count: packet.shareCount }),
        },
        { label: t('redPacket.expires'), value: formatDateTime(new Date(packet.expiresAt).toISOString()) },
        { label: t('redPacket.commitment'), value: <code className={styles.hash}>{packet.commitment}</code> },
        ...(packet.seed
          ? [{ label: t('redPacket.seed'), value: <code className={styles.hash}>{packet.seed}</code> }]
          : []),
      ]}
    />
  );
}
