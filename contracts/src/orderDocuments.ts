import { msg } from './i18n/message';

/** The orders' CSV covers at most this many days at a time (a year, a leap one included). */
export const maxExportDays = 366;

/** What an order's documents and the orders' export answer when a request is wrong. */
export const documentMessages = {
  rangeMissing: msg('document.rangeMissing'),
  dayMalformed: (value: string) => msg('document.dayMalformed', { value }),
  rangeReversed: msg('document.rangeReversed'),
  rangeTooLong: msg('document.rangeTooLong', { days: maxExportDays }),
  notYourLines: msg('document.notYourLines'),
};
