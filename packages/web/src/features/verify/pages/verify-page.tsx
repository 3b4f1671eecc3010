// /pages/game/verify/verify?roundId=… — the provably fair check of a round (docs/FAIRNESS.md), computed in
// this browser with the shared rules: the revealed hash's link to the published chain, the beacon that
// decided it (its BLS signature checked here), the 20 numbers drawn from the draw key, the digits of the
// layout and the sum, each compared with what the server published. Below it, how a beacon decides a round
// (`?about=beacon` opens it), the check of every round, a form to check any round hash, and the list of
// published chains (each terminating hash public before its first round; a spent chain's seed).

import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { useVerifyRound } from '../api/verify-round';
import { BeaconExplainer } from '../components/beacon-explainer';
import { ChainList } from '../components/chain-list';
import { EveryRoundCheck } from '../components/every-round-check';
import { HashForm } from '../components/hash-form';
import { RoundReport } from '../components/round-report';
import styles from '../components/verify.module.css';

function parseRoundId(text: string | null): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = parseRoundId(params.get('roundId'));
  const round = useVerifyRound(roundId);
  return (
    <Page title={t('route.verify')} backTo={routes.home.path}>
      <p className={styles.intro}>{t('verify.intro')}</p>
      {roundId === null ? <p className={styles.hint}>{t('verify.noRound')}</p> : null}
      {round.isError ? <LoadError error={round.error} onRetry={() => void round.refetch()} /> : null}
      {roundId !== null && round.isPending ? <Loading /> : null}
      {round.data ? <RoundReport key={round.data.roundId} round={round.data} /> : null}
      <BeaconExplainer isAsked={params.get('about') === 'beacon'} />
      <EveryRoundCheck />
      <HashForm />
      <ChainList />
    </Page>
  );
}
