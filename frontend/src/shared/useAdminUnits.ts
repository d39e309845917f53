import { useEffect, useState } from 'react';
import { loadAdminUnits, type AdminUnits } from '@tavico/contracts/address';

/**
 * The provinces and wards (contracts' adminUnits), fetched in a chunk of their own by the pages
 * that show or pick an address; null until they are here.
 */
export function useAdminUnits(): AdminUnits | null {
  const [units, setUnits] = useState<AdminUnits | null>(null);
  useEffect(() => {
    let live = true;
    loadAdminUnits().then(
      (loaded) => live && setUnits(loaded),
      () => undefined, // Offline: addresses show without the ward's and province's names.
    );
    return () => {
      live = false;
    };
  }, []);
  return units;
}
