// A list filter's range of days. The picker (antd's calendar and dayjs) is loaded when the operator turns
// to the field, by pointer or keyboard: until then a field of the same words and size stands in for it,
// so a list's first load does not carry a calendar nobody has opened.
import { CalendarOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { antdLocale } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';
import type { DaysFieldProps } from './days-value';

export type { DaysValue } from './days-value';

const DaysRangePicker = lazy(() =>
  import('./days-range-picker').then((module) => ({ default: module.DaysRangePicker })),
);

/** The field as it shows before the picker is in: the range's days, or the picker's own placeholders. */
function DaysStandIn({ value, id, onWanted }: DaysFieldProps & { onWanted: (isFocused: boolean) => void }) {
  const language = useLanguage();
  const [from, to] = antdLocale(language).DatePicker?.lang.rangePlaceholder ?? ['', ''];
  const text = value ? `${value[0] ?? ''} → ${value[1] ?? ''}` : '';
  return (
    <Input
      {...(id ? { id } : {})}
      readOnly
      value={text}
      placeholder={`${from} → ${to}`}
      suffix={<CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />}
      style={{ width: 256 }}
      onPointerEnter={() => onWanted(false)}
      onFocus={() => onWanted(true)}
    />
  );
}

export function DaysFilter(props: DaysFieldProps) {
  const [wanted, setWanted] = useState<{ isFocused: boolean } | null>(null);
  // Focused while the picker loads: it takes the focus once in.
  const onWanted = (isFocused: boolean) =>
    setWanted((was) => ({ isFocused: isFocused || (was?.isFocused ?? false) }));
  if (!wanted) return <DaysStandIn {...props} onWanted={onWanted} />;
  return (
    <Suspense fallback={<DaysStandIn {...props} onWanted={onWanted} />}>
      <DaysRangePicker {...props} autoFocus={wanted.isFocused} />
    </Suspense>
  );
}
