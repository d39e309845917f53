import { useEffect, useState } from 'react';
import { adminUnitsIfLoaded, loadAdminUnits, type AdminUnits } from '@tavico/contracts/address';

/**
 * The provinces and wards (contracts' adminUnits), fetched in a chunk of their own by the pages
 * that show or pick an address; null until they are here.
 */
export function useAdminUnits(): AdminUnits | null {
  // Fetched once for the whole visit: a second page that needs them has them at once.
  const [units, setUnits] = useState<AdminUnits | null>(adminUnitsIfLoaded);
  useEffect(() => {
    if (units) return;
    let live = true;
    loadAdminUnits().then(
      (loaded) => live && setUnits(loaded),
      () => undefined, // Offline: addresses show without the ward's and province's names.
    );
    return () => {
      live = false;
    };
  }, [units]);
  return units;
}
