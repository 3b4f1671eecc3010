// Operator accounts for admins: the list, and each change (create, disable, enable, reset, role), after
// which the list is fetched again. A new or reset account's one-time password comes back once.
import {
  callRoutes,
  type TOperatorActionRequest,
  type TOperatorCreateRequest,
  type TOperatorRoleRequest,
} from '@fair28/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';

export const operatorsQuery = queryOptions({
  queryKey: ['admin', 'operators'],
  queryFn: ({ signal }) => request(callRoutes.adminOperatorList, {}, { signal }),
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
  useOperatorChange((form: TOperatorCreateRequest) => request(callRoutes.adminOperatorCreate, form));

export const useResetOperator = () =>
  useOperatorChange((form: TOperatorActionRequest) => request(callRoutes.adminOperatorReset, form));

export const useSetOperatorEnabled = () =>
  useOperatorChange(({ isEnabled, ...form }: TOperatorActionRequest & { isEnabled: boolean }) =>
    request(isEnabled ? callRoutes.adminOperatorEnable : callRoutes.adminOperatorDisable, form),
  );

export const useChangeOperatorRole = () =>
  useOperatorChange((form: TOperatorRoleRequest) => request(callRoutes.adminOperatorRole, form));
