// A list filter's range of days as antd's range picker shows it: the form holds the two days as
// YYYY-MM-DD text (as the page address does), the picker works in dayjs. Loaded when first wanted
// (days-filter.tsx), with dayjs and the picker's code.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DaysFieldProps, DaysValue } from './days-value';

const DAY = 'YYYY-MM-DD';

const dayOf = (text: string | null) => (text ? dayjs(text) : null);
const textOf = (day: Dayjs | null | undefined) => day?.format(DAY) ?? null;

export function DaysRangePicker({ value, onChange, id, autoFocus }: DaysFieldProps & { autoFocus: boolean }) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      {...(id ? { id } : {})}
      autoFocus={autoFocus}
      value={value ? [dayOf(value[0]), dayOf(value[1])] : null}
      onChange={(days) => onChange?.(days ? ([textOf(days[0]), textOf(days[1])] as DaysValue) : null)}
    />
  );
}
