// POST /api/v1/user/twoFactor/enrol: a new authenticator secret, not in force until a code confirms it: the
// QR code's otpauth link and the key to type instead.

import { playerCallRoutes, type TTwoFactorEnrolResponse } from '@fair28/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/api/client';

export function enrolTwoFactor(): Promise<TTwoFactorEnrolResponse> {
  return request(playerCallRoutes.twoFactorEnrol, {});
}

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: enrolTwoFactor });
}
