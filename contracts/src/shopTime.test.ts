import { escapeHtml } from './html';
import { shopDate, shopDateTime, shopDay, shopTimeZone, vietnamYear } from './shopTime';

describe("the shop's clock (Vietnam, UTC+7 all year)", () => {
  it('reads 17:30 UTC as 00:30 the next day, and the last evening of a year as the next year', () => {
    expect(shopDay('2026-11-21T17:30:00.000Z')).toBe('2026-11-22');
    expect(shopDay(new Date('2026-11-21T16:59:59.999Z'))).toBe('2026-11-21');
    expect(vietnamYear('2026-12-31T17:00:00.000Z')).toBe(2027);
    expect(vietnamYear('2026-12-31T16:59:00.000Z')).toBe(2026);
  });

  it('writes dates and times as people in Vietnam do', () => {
    expect(shopDate('2026-11-21T17:30:00.000Z')).toBe('22/11/2026');
    expect(shopDateTime('2026-01-05T01:07:00.000Z')).toBe('05/01/2026 08:07');
  });

  it('names the same zone for formatters that want words', () => {
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: shopTimeZone, hour: '2-digit', hourCycle: 'h23' });
    expect(hour.format(new Date('2026-11-21T17:30:00.000Z'))).toBe('00');
  });
});

describe('escaping for HTML', () => {
  it('escapes what could end an element or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Bàn gỗ Tavico')).toBe('Bàn gỗ Tavico');
  });
});
