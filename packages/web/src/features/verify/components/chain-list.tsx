// The published hash chains, newest first: each chain's terminating hash was public before its first
// round, so a round's result checked against it (above) was fixed before anyone bet; a spent chain shows
// its seed, from which anyone rebuilds every hash of it.

import { formatDateTime, type TChainEntry, type TGameType } from '@fair28/shared';
import { useGameTypes } from '@/api/game/get-game-types';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useGameWords } from '@/hooks/use-game-words';
import { useTranslation } from '@/i18n/use-translation';
import { useChains } from '../api/get-chains';
import styles from './verify.module.css';

function ChainItem({ chain, gameType }: { chain: TChainEntry; gameType: TGameType | undefined }) {
  const { t } = useTranslation();
  const { nameOf } = useGameWords();
  return (
    <li className={styles.check}>
      <div className={styles.checkHead}>
        <h3 className={styles.checkTitle}>
          {t('verify.chainTitle', {
            // The game's name in the reader's language; its code only while the catalogue is on its way.
            game: gameType ? nameOf(gameType) : chain.gameTypeCode,
            first: chain.firstIssue,
            last: chain.lastIssue,
          })}
        </h3>
        <span className={styles.badge}>{t(`verify.chainState.${chain.state}`)}</span>
      </div>
      <p className={styles.label}>
        {t('verify.terminatingHash', { date: formatDateTime(chain.createdAt, { withSeconds: true }) })}
      </p>
      <code className={styles.hash}>{chain.terminatingHash}</code>
      {chain.seed ? (
        <>
          <p className={styles.label}>{t('verify.chainSeed')}</p>
          <code className={styles.hash}>{chain.seed}</code>
        </>
      ) : null}
    </li>
  );
}

export function ChainList() {
  const { t } = useTranslation();
  const chains = useChains();
  const gameTypes = useGameTypes();
  return (
    <section className={styles.form} aria-labelledby="verify-chains-title">
      <h2 id="verify-chains-title" className={styles.formTitle}>
        {t('verify.chainsTitle')}
      </h2>
      <p className={styles.hint}>{t('verify.chainsIntro')}</p>
      {chains.isError ? <LoadError error={chains.error} onRetry={() => void chains.refetch()} /> : null}
      {chains.isPending ? <Loading /> : null}
      {chains.data ? (
        <ul className={styles.chains}>
          {chains.data.list.map((chain) => (
            <ChainItem
              key={chain.chainId}
              chain={chain}
              gameType={gameTypes.data?.list.find((gameType) => gameType.id === chain.gameTypeId)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
