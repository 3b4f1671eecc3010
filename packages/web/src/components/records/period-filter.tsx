// The period a record list is filtered by: all time, a quick choice counted back from today, or days
// picked on the calendar (the chip then shows them). The same control on every record page.

import { formatDay } from '@fair28/shared';
import CalendarPicker from 'antd-mobile/es/components/calendar-picker';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceChips } from '../ui/choice-chips';
import { type DayRange, type Period, quickRange } from './periods';

export type PeriodChoice = { period: Period; customRange: DayRange | null };

export const ALL_TIME: PeriodChoice = { period: 'all', customRange: null };

/** The days a choice covers, counted from today; null for all time. */
export function rangeOfPeriod(choice: PeriodChoice, today: Date): DayRange | null {
  if (choice.period === 'custom') return choice.customRange;
  return choice.period === 'all' ? null : quickRange(choice.period, today);
}

type PeriodFilterProps = {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** False where a list needs a range (the daily figures): the chips start at today. */
  offersAllTime?: boolean;
};

export function PeriodFilter({ value, onChange, offersAllTime = true }: PeriodFilterProps) {
  const { t } = useTranslation();
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  const { customRange } = value;
  return (
    <>
      <ChoiceChips
        label={t('records.periodFilter')}
        value={value.period}
        onChange={(period) =>
          period === 'custom' ? setIsCalendarOpen(true) : onChange({ period, customRange: null })
        }
        choices={[
          ...(offersAllTime ? [{ value: 'all' as const, label: t('records.allTime') }] : []),
          { value: 'today', label: t('records.today') },
          { value: 'week', label: t('records.week') },
          { value: 'month', label: t('records.month') },
          {
            value: 'custom',
            label:
              value.period === 'custom' && customRange
                ? `${customRange.startTime} – ${customRange.endTime}`
                : t('records.custom'),
          },
        ]}
      />
      <DayRangeCalendar
        isOpen={isCalendarOpen}
        onClose={() => setIsCalendarOpen(false)}
        onPick={(range) => onChange({ period: 'custom', customRange: range })}
      />
    </>
  );
}

type DayRangeCalendarProps = { isOpen: boolean; onClose: () => void; onPick: (range: DayRange) => void };

/** The calendar sheet for a first and last day (both included), up to today. */
export function DayRangeCalendar({ isOpen, onClose, onPick }: DayRangeCalendarProps) {
  const { t } = useTranslation();
  return (
    <CalendarPicker
      visible={isOpen}
      selectionMode="range"
      title={t('records.pickDays')}
      max={new Date()}
      onClose={onClose}
      onConfirm={(range) => {
        if (range) onPick({ startTime: formatDay(range[0]), endTime: formatDay(range[1]) });
      }}
    />
  );
}
