// How long a pending request has waited, kept current while the queue is open; long waits stand out.
import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/labels';
import { LONG_WAIT_MS, waitingText } from '@/lib/waiting';

function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function WaitingTime({ since }: { since: string }) {
  const t = useT();
  const now = useMinuteClock();
  const sinceMs = Date.parse(since);
  const text = waitingText(sinceMs, now, {
    day: t('wait.day'),
    hour: t('wait.hour'),
    minute: t('wait.minute'),
    underMinute: t('wait.underMinute'),
  });
  return <Tag color={now - sinceMs >= LONG_WAIT_MS ? 'red' : 'default'}>{text}</Tag>;
}
