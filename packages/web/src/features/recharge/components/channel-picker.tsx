// The channels of one pay type as a radio group, each with its limits.

import { displayMoney, type TPayChannel } from '@fair28/shared';
import { ChoiceList } from '@/components/ui/choice-list';
import { useTranslation } from '@/i18n/use-translation';

type ChannelPickerProps = {
  channels: TPayChannel[];
  selectedId: number | null;
  onSelect: (channel: TPayChannel) => void;
};

export function ChannelPicker({ channels, selectedId, onSelect }: ChannelPickerProps) {
  const { t } = useTranslation();
  return (
    <ChoiceList
      label={t('recharge.channel')}
      selected={selectedId === null ? null : String(selectedId)}
      onSelect={(id) => {
        const channel = channels.find((candidate) => String(candidate.id) === id);
        if (channel) onSelect(channel);
      }}
      choices={channels.map((channel) => ({
        value: String(channel.id),
        label: channel.name,
        description: t('wallet.limits', { min: displayMoney(channel.min), max: displayMoney(channel.max) }),
      }))}
    />
  );
}
