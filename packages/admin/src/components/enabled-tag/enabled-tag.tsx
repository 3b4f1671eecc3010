// Whether a catalogue row (goods, a channel, an account) is shown to players.
import { Tag } from 'antd';
import { useT } from '../../i18n/labels';

export function EnabledTag({ isEnabled }: { isEnabled: boolean }) {
  const t = useT();
  return isEnabled ? <Tag color="green">{t('catalogue.on')}</Tag> : <Tag>{t('catalogue.off')}</Tag>;
}
