// A player's risk flags as tags, named in the console's language from the shared catalogue: on the player
// pages and beside the rows of the review queues (their list answers carry `riskFlags`).
import { type RiskFlagKind, translate } from '@fair28/shared';
import { Tag } from 'antd';
import { useLanguage } from '../i18n/language';

export function RiskFlagTags({ kinds }: { kinds: readonly RiskFlagKind[] }) {
  const language = useLanguage();
  return (
    <>
      {kinds.map((kind) => (
        <Tag key={kind} color="volcano">
          {translate(language, `risk.${kind}.title`)}
        </Tag>
      ))}
    </>
  );
}
