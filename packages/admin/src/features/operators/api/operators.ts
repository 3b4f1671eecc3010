// Operator accounts for admins: the list, and each change (create, disable, enable, reset, role), after
// which the list is fetched again. A new or reset account's one-time password comes back once.
import {
  staffCalls,
  type TOperatorActionRequest,
  type TOperatorCreateRequest,
  type TOperatorRoleRequest,
} from '@fair28/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: ({ signal }) => request(staffCalls.adminOperatorList, {}, { signal }),
});

export function useOperators() {
  return useQuery(operatorsQuery);
}

function useOperatorChange<Form, Answer>(send: (form: Form) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: operatorsQuery.queryKey }),
  });
}

export const useCreateOperator = () =>
  useOperatorChange((form: TOperatorCreateRequest) => request(staffCalls.adminOperatorCreate, form));

export const useResetOperator = () =>
  useOperatorChange((form: TOperatorActionRequest) => request(staffCalls.adminOperatorReset, form));

export const useSetOperatorEnabled = () =>
  useOperatorChange(({ isEnabled, ...form }: TOperatorActionRequest & { isEnabled: boolean }) =>
    request(isEnabled ? staffCalls.adminOperatorEnable : staffCalls.adminOperatorDisable, form),
  );

export const useChangeOperatorRole = () =>
  useOperatorChange((form: TOperatorRoleRequest) => request(staffCalls.adminOperatorRole, form));
