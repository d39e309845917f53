import { ValidationError, documentMessages, maxExportDays } from '@tavico/contracts';

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A shop day (YYYY-MM-DD) as the UTC midnight of that date; a day that is not one (2026-02-30) is refused. */
function dayOf(value: unknown): number {
  if (typeof value !== 'string' || !dayPattern.test(value.trim())) {
    throw new ValidationError(documentMessages.dayMalformed(String(value).slice(0, 40)));
  }
  const day = value.trim();
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) {
    throw new ValidationError(documentMessages.dayMalformed(day));
  }
  return at;
}

/** Vietnam is UTC+7 all year: its day starts at 17:00 UTC the day before. */
const vietnamOffsetMs = 7 * 60 * 60 * 1000;

export interface ExportRange {
  from: string;
  to: string;
  /** The first instant of `from` in Vietnam, and the first after `to`, as ISO strings. */
  start: string;
  end: string;
}

/**
 * The shop days an export covers, `from` to `to` inclusive, from the query: both needed, in
 * order, at most `maxExportDays` days. Anything else is a 400 saying what is wrong.
 */
export function exportRange(query: Record<string, unknown>): ExportRange {
  if (query.from === undefined || query.to === undefined || query.from === '' || query.to === '') {
    throw new ValidationError(documentMessages.rangeMissing);
  }
  const from = dayOf(query.from);
  const to = dayOf(query.to);
  if (to < from) throw new ValidationError(documentMessages.rangeReversed);
  if ((to - from) / dayMs + 1 > maxExportDays) throw new ValidationError(documentMessages.rangeTooLong);
  return {
    from: new Date(from).toISOString().slice(0, 10),
    to: new Date(to).toISOString().slice(0, 10),
    start: new Date(from - vietnamOffsetMs).toISOString(),
    end: new Date(to + dayMs - vietnamOffsetMs).toISOString(),
  };
}
