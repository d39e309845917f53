import data from './adminUnits.json';
import { adminUnitsFrom, type AdminUnitsData } from './adminUnits';

/** The administrative units, loaded at once: for the server (the browser uses `loadAdminUnits`). */
export const adminUnits = adminUnitsFrom(data as AdminUnitsData);
