// A player's risk flags as tags, named in the console's language from the shared catalogue: on the player
// pages and beside the rows of the review queues (their list answers carry `riskFlags`).
import type { RiskFlagKind } from '@fair28/shared';
import { Tag } from 'antd';
import { useT } from '../i18n/labels';

export function RiskFlagTags({ kinds }: { kinds: readonly RiskFlagKind[] }) {
  const t = useT();
  return (
    <>
      {kinds.map((kind) => (
        <Tag key={kind} color="volcano">
          {t(`risk.${kind}.title`)}
        </Tag>
      ))}
    </>
  );
}
