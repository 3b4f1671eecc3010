// A request's status as the server named it, coloured by where it stands.
import { Tag } from 'antd';

const colours: Record<string, string> = {
  pending: 'processing',
  credited: 'success',
  paid: 'success',
  approved: 'success',
  applied: 'success',
  rejected: 'error',
  failed: 'default',
};

export function StatusTag({ status, name }: { status: string; name: string }) {
  return <Tag color={colours[status] ?? 'default'}>{name}</Tag>;
}
