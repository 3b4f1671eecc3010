// "Check any round hash": paste a hash and pick the layout to see its 20 numbers and digits; add the
// terminating hash and the round number to check its place in a chain too. Nothing leaves the browser.

import { type GameLayout, isRoundHash } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { useTranslation } from '@/i18n/use-translation';
import { recompute } from '../lib/check-round';
import { CheckItem } from './check-item';
import { DigitsWorking } from './digits-working';
import { NumbersGrid } from './numbers-grid';
import { useChainWalk } from './use-chain-walk';
import styles from './verify.module.css';

type Pasted = { hash: string; layout: GameLayout; terminating: string; index: number | null };

export function HashForm() {
  const { t } = useTranslation();
  const [hash, setHash] = useState('');
  const [layout, setLayout] = useState<GameLayout>('canada');
  const [terminating, setTerminating] = useState('');
  const [index, setIndex] = useState('');
  const [error, setError] = useState<{ field: 'hash' | 'terminating' | 'index'; text: string } | null>(null);
  const [pasted, setPasted] = useState<Pasted | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleanHash = hash.trim().toLowerCase();
    const cleanTerminating = terminating.trim().toLowerCase();
    const cleanIndex = index.trim();
    if (!isRoundHash(cleanHash)) return setError({ field: 'hash', text: t('verify.badHash') });
    if (cleanTerminating && !isRoundHash(cleanTerminating))
      return setError({ field: 'terminating', text: t('verify.badHash') });
    if (cleanIndex && !/^[1-9]\d{0,6}$/.test(cleanIndex))
      return setError({ field: 'index', text: t('verify.badIndex') });
    if (Boolean(cleanTerminating) !== Boolean(cleanIndex))
      return setError({ field: cleanTerminating ? 'index' : 'terminating', text: t('verify.needBoth') });
    setError(null);
    setPasted({
      hash: cleanHash,
      layout,
      terminating: cleanTerminating,
      index: cleanIndex ? Number(cleanIndex) : null,
    });
  };

  const errorFor = (field: 'hash' | 'terminating' | 'index') =>
    error?.field === field ? (
      <p className={styles.error} id={`verify-${field}-error`} role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <section className={styles.form} aria-labelledby="verify-form-title">
      <h2 id="verify-form-title" className={styles.formTitle}>
        {t('verify.formTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="verify-hash">{t('verify.hashLabel')}</label>
          <textarea
            id="verify-hash"
            rows={2}
            value={hash}
            onChange={(event) => setHash(event.target.value)}
            placeholder={t('verify.hashPlaceholder')}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error?.field === 'hash'}
          />
          {errorFor('hash')}
        </div>
        <div className={styles.field}>
          {/* The chips' group is named by its own (hidden) legend; this is the same words, seen. */}
          <span className={styles.fieldTitle} aria-hidden="true">
            {t('verify.layoutLabel')}
          </span>
          <ChoiceChips
            label={t('verify.layoutLabel')}
            value={layout}
            onChange={setLayout}
            choices={[
              { value: 'canada', label: t('layout.canada') },
              { value: 'beijing', label: t('layout.beijing') },
            ]}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="verify-terminating">{t('verify.terminatingLabel')}</label>
          <textarea
            id="verify-terminating"
            rows={2}
            value={terminating}
            onChange={(event) => setTerminating(event.target.value)}
            placeholder={t('verify.hashPlaceholder')}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error?.field === 'terminating'}
          />
          {errorFor('terminating')}
        </div>
        <div className={styles.field}>
          <label htmlFor="verify-index">{t('verify.indexLabel')}</label>
          <input
            id="verify-index"
            inputMode="numeric"
            value={index}
            onChange={(event) => setIndex(event.target.value)}
            aria-invalid={error?.field === 'index'}
          />
          {errorFor('index')}
        </div>
        <Button type="submit" color="primary" block shape="rounded">
          {t('verify.check')}
        </Button>
      </form>
      {pasted ? (
        <PastedReport
          key={`${pasted.hash}:${pasted.layout}:${pasted.terminating}:${pasted.index}`}
          pasted={pasted}
        />
      ) : null}
    </section>
  );
}

function PastedReport({ pasted }: { pasted: Pasted }) {
  const { t } = useTranslation();
  const { draw, digits } = recompute(pasted.hash, pasted.layout);
  return (
    <div className={styles.pasted}>
      <p className={styles.verdict} role="status">
        {t('verify.pastedResult', { a: digits.a, b: digits.b, c: digits.c, sum: digits.sum })}
      </p>
      {pasted.index !== null ? <PastedChain pasted={pasted} index={pasted.index} /> : null}
      <CheckItem title={t('verify.numbersCheck')} status="none">
        <NumbersGrid numbers={draw.numbers} digits={digits} />
        <p className={styles.hint}>{t('verify.drawOrder', { numbers: draw.drawOrder.join(' ') })}</p>
      </CheckItem>
      <CheckItem title={t('verify.digitsCheck', { layout: t(`layout.${pasted.layout}`) })} status="none">
        <DigitsWorking digits={digits} />
      </CheckItem>
    </div>
  );
}

function PastedChain({ pasted, index }: { pasted: Pasted; index: number }) {
  const { t } = useTranslation();
  const walk = useChainWalk(pasted.hash, pasted.terminating, index);
  const status = walk.status === 'running' ? 'running' : walk.steps === index ? 'pass' : 'fail';
  return (
    <CheckItem title={t('verify.chainCheck')} status={status}>
      <p className={styles.text}>
        {walk.status === 'running'
          ? t('verify.chainProgress', { steps: walk.steps, total: index })
          : status === 'pass'
            ? t('verify.chainPassShort', { steps: index })
            : t('verify.chainFail', { index })}
      </p>
    </CheckItem>
  );
}
