// The audit log call: one page of operator actions matching the filters.
import { operatorCalls, type TAuditListRequest } from '@fair28/shared';
import { request } from '@/api/client';
import type { ListRequest } from '@/components/list-page/list-page';

export const auditQueryKey = ['admin', 'audit'] as const;

export function fetchAuditLog(body: ListRequest, signal?: AbortSignal) {
  return request(operatorCalls.adminAuditList, body as Partial<TAuditListRequest>, signal ? { signal } : {});
}
