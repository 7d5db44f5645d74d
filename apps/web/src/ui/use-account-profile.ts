import type { AccountProfile } from '@netzero/core';
import { useEffect, useState } from 'react';
import { usePort } from './port-context';

/**
 * The signed-in account (GET /api/account) once `enabled`; undefined while that call is out; null
 * when not signed in or when it cannot be loaded (callers then show what they would without it).
 */
export function useAccountProfile(enabled: boolean): AccountProfile | null | undefined {
  const accountGateway = usePort('accountGateway');
  const [profile, setProfile] = useState<AccountProfile | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) {
      setProfile(null);
      return;
    }
    setProfile(undefined);
    let live = true;
    void accountGateway.profile().then((reply) => {
      if (live) setProfile(reply.ok ? reply.value : null);
    });
    return () => {
      live = false;
    };
  }, [accountGateway, enabled]);
  return profile;
}
