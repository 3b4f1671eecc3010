// Auto-bet in the room: the plan running here (what it has bet round by round, staked, net) or why it
// stopped, with a stop button; and a sheet listing the player's plans to start one here (after a
// confirmation naming its stakes and stops), to edit one, or to make a new one.

import {
  displayMoney,
  displaySignedMoney,
  parseMinor,
  type TPlan,
  type TRoomOddsListResponse,
} from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { showError } from '@/api/error-text';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { useGameWords } from '@/hooks/use-game-words';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction, showToast } from '@/lib/notify';
import { usePlans } from '../api/get-plans';
import { useStartPlan, useStopPlan } from '../api/start-plan';
import styles from './auto-bet.module.css';
import { PlanEditor } from './plan-editor';

type AutoBetCardProps = {
  roomId: number;
  odds: TRoomOddsListResponse | undefined;
  betMin: string;
};

/** A round's stake under the plan: its bets' amounts added exactly, in minor units. */
const stakeOf = (plan: TPlan) => plan.items.reduce((sum, item) => sum + parseMinor(item.amount), 0n);

function PlanRounds({ plan }: { plan: TPlan }) {
  const { t } = useTranslation();
  if (plan.recent.length === 0) return null;
  return (
    <ul className={styles.rounds} aria-label={t('plan.title')}>
      {plan.recent.slice(0, 5).map((round) => (
        <li key={round.issue}>
          {round.returned === null
            ? t('plan.roundPending', { issue: round.issue, stake: displayMoney(round.stake) })
            : t('plan.roundLine', {
                issue: round.issue,
                stake: displayMoney(round.stake),
                returned: displayMoney(round.returned),
              })}
        </li>
      ))}
    </ul>
  );
}

function PlanStatus({ plan }: { plan: TPlan }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.status}>
        {plan.status === 'running' ? (
          <span className={styles.running}>{t('plan.running', { room: plan.roomName ?? '' })}</span>
        ) : plan.status === 'stopped' ? (
          t('plan.stoppedStatus')
        ) : (
          t('plan.idle')
        )}
        {plan.status === 'idle'
          ? null
          : ` · ${t('plan.progress', {
              done: plan.roundsDone,
              rounds: plan.rounds,
              staked: displayMoney(plan.staked),
              net: displaySignedMoney(plan.net),
            })}`}
      </p>
      {plan.status === 'stopped' && plan.stopMessage ? (
        <p className={styles.stopped} role="status">
          {plan.stopMessage}
        </p>
      ) : null}
    </>
  );
}

export function AutoBetCard({ roomId, odds, betMin }: AutoBetCardProps) {
  const { t } = useTranslation();
  const { betLabel } = useGameWords();
  // A plan is titled by its bets in the reader's words: the name saved with it is in the language it
  // was saved in ("Big" read in Chinese).
  const titleOf = (plan: TPlan) => plan.items.map((item) => betLabel(item.betType)).join(' + ') || plan.name;
  const plans = usePlans(true);
  const start = useStartPlan();
  const startGuard = useGuardedSubmit();
  const stop = useStopPlan();
  const [isOpen, setIsOpen] = useState(false);
  const [editing, setEditing] = useState<TPlan | 'new' | null>(null);

  const list = plans.data?.plans ?? [];
  // The plan running here, else the one that last ran here.
  const here =
    list.find((plan) => plan.status === 'running' && plan.roomId === roomId) ??
    list
      .filter((plan) => plan.roomId === roomId && plan.stoppedAt !== null)
      .sort((x, y) => (y.stoppedAt ?? 0) - (x.stoppedAt ?? 0))[0];

  // Starting a plan moves no money itself (its bets do, each under its own key); the guard keeps a second
  // tap from asking twice or starting it twice.
  const confirmStart = (plan: TPlan) =>
    startGuard.run(async ({ signal }) => {
      const isSure = await confirmAction(
        t('plan.startConfirm', {
          name: titleOf(plan),
          stake: displayMoney(stakeOf(plan)),
          rounds: plan.rounds,
          loss: displayMoney(plan.stopLoss),
          win: displayMoney(plan.stopWin),
        }),
        {},
        signal,
      );
      if (!isSure) return;
      try {
        await start.mutateAsync({ planId: plan.planId, roomId });
        showToast(t('plan.started'), 'success');
        setIsOpen(false);
      } catch (error) {
        showError(error);
      }
    });

  const stopHere = (plan: TPlan) =>
    stop.mutate(
      { planId: plan.planId },
      { onSuccess: () => showToast(t('plan.stopped')), onError: showError },
    );

  return (
    <section className={styles.card} aria-labelledby="auto-bet-title">
      <div className={styles.head}>
        <h2 id="auto-bet-title" className={styles.title}>
          {t('plan.title')}
        </h2>
        <Button size="small" color="primary" fill="outline" onClick={() => setIsOpen(true)}>
          {t('plan.open')}
        </Button>
      </div>
      {plans.isError ? <LoadError error={plans.error} onRetry={() => void plans.refetch()} /> : null}
      {here ? (
        <>
          <strong>{titleOf(here)}</strong>
          <PlanStatus plan={here} />
          <PlanRounds plan={here} />
          {here.status === 'running' ? (
            <Button
              color="danger"
              fill="outline"
              loadingText={t('plan.stop')}
              loading={stop.isPending}
              onClick={() => stopHere(here)}
            >
              {t('plan.stop')}
            </Button>
          ) : null}
        </>
      ) : (
        <p className={styles.status}>{t('plan.intro')}</p>
      )}
      <Popup
        visible={isOpen}
        onMaskClick={() => setIsOpen(false)}
        onClose={() => setIsOpen(false)}
        showCloseButton
        bodyClassName={styles.sheet}
      >
        <div role="dialog" aria-modal="true" aria-labelledby="auto-bet-sheet-title" className={styles.sheet}>
          <h2 id="auto-bet-sheet-title" className={styles.title}>
            {t('plan.title')}
          </h2>
          <p className={styles.status}>{t('plan.intro')}</p>
          {editing ? (
            <PlanEditor
              key={editing === 'new' ? 'new' : editing.planId}
              odds={odds}
              betMin={betMin}
              plan={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
            />
          ) : (
            <>
              {plans.isPending ? <Loading /> : null}
              {plans.data && list.length === 0 ? <EmptyState text={t('plan.empty')} /> : null}
              {list.map((plan) => (
                <article key={plan.planId} className={styles.plan} aria-label={titleOf(plan)}>
                  <strong>{titleOf(plan)}</strong>
                  <p className={styles.status}>
                    {displayMoney(stakeOf(plan))} × {plan.rounds} · {t('plan.stopLoss')}{' '}
                    {displayMoney(plan.stopLoss)} · {t('plan.stopWin')} {displayMoney(plan.stopWin)}
                  </p>
                  <PlanStatus plan={plan} />
                  <div className={styles.actions}>
                    {plan.status === 'running' ? (
                      <Button size="small" color="danger" fill="outline" onClick={() => stopHere(plan)}>
                        {t('plan.stop')}
                      </Button>
                    ) : (
                      <>
                        <Button size="small" color="primary" onClick={() => void confirmStart(plan)}>
                          {t('plan.start')}
                        </Button>
                        <Button size="small" onClick={() => setEditing(plan)}>
                          {t('plan.edit')}
                        </Button>
                      </>
                    )}
                  </div>
                </article>
              ))}
            </>
          )}
          {editing ? (
            <Button block onClick={() => setEditing(null)}>
              {t('common.back')}
            </Button>
          ) : (
            <Button block color="primary" fill="outline" onClick={() => setEditing('new')}>
              {t('plan.new')}
            </Button>
          )}
        </div>
      </Popup>
    </section>
  );
}
