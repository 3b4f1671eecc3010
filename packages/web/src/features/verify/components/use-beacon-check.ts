// Checks a round's beacon for the page: its network (the site's beacon info is needed only for the site's
// own stand-in), that it is the first beacon round at or after betting closed, and its BLS signature, the
// curve code loaded beside the page the first time a beacon is shown.

import { QUICKNET, type TVerifyRoundResponse } from '@fair28/shared';
import type { KnownNetwork } from '@fair28/verifier';
import { useEffect, useMemo, useState } from 'react';
import { useBeaconInfo } from '../api/get-beacon-info';
import { isBeaconRoundOfClose, networkOfBeacon, relayLinkOf } from '../lib/round-beacon';
import type { CheckStatus } from './check-item';

export type BeaconCheck = {
  status: CheckStatus;
  network: KnownNetwork | null;
  /** The beacon round the round's close names, when the network is known. */
  isRoundOfClose: boolean;
  /** undefined while the signature is being checked; null when it verifies. */
  signatureFault: string | null | undefined;
  relayLink: string | null;
  /** The site's beacon info could not be read, and the beacon is not quicknet's: retry it. */
  infoError: unknown;
  retryInfo: () => void;
};

export function useBeaconCheck(round: TVerifyRoundResponse): BeaconCheck {
  const { beacon } = round;
  const isQuicknet = beacon?.chainHash === QUICKNET.chainHash;
  const info = useBeaconInfo();
  const isInfoNeeded = beacon !== null && !isQuicknet;
  const infoValue = info.data ?? null;
  const network = useMemo(
    () => (beacon && (isQuicknet || infoValue) ? networkOfBeacon(beacon, infoValue) : null),
    [beacon, isQuicknet, infoValue],
  );
  const [signatureFault, setSignatureFault] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!beacon || !network) return;
    let isCurrent = true;
    setSignatureFault(undefined);
    import('../lib/beacon-signature').then(
      ({ beaconFault }) => {
        if (isCurrent) setSignatureFault(beaconFault(network.network, beacon, beacon.round));
      },
      () => {
        if (isCurrent) setSignatureFault('the signature check could not be loaded');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [beacon, network]);

  const isRoundOfClose =
    network !== null && beacon !== null && isBeaconRoundOfClose(beacon, network.network, round.closesAt);
  const isInfoWaited = isInfoNeeded && (info.isPending || info.isError);
  const status: CheckStatus =
    beacon === null
      ? 'none'
      : isInfoWaited
        ? 'running'
        : network === null || !isRoundOfClose
          ? 'fail'
          : signatureFault === undefined
            ? 'running'
            : signatureFault === null
              ? 'pass'
              : 'fail';
  return {
    status,
    network,
    isRoundOfClose,
    signatureFault,
    relayLink: beacon ? relayLinkOf(beacon, infoValue) : null,
    infoError: isInfoNeeded && info.isError ? info.error : null,
    retryInfo: () => void info.refetch(),
  };
}
