import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DashboardView } from '@tavico/contracts/client';
import { localeOf, type Language } from '../../shared/i18n';
import { useMoney } from '../../shared/money';

/** Revenue per shop day for the last 30 days, as bars (loaded with the dashboard only). */
export function RevenueChart({ days }: { days: DashboardView['days'] }) {
  const money = useMoney();
  const { t, i18n } = useTranslation();
  // The axis in short numbers of the shop's currency (15 Tr, 1,2 T; 15M, 1.2B in English).
  const short = new Intl.NumberFormat(localeOf(i18n.language as Language), { notation: 'compact' });
  const data = days.map((d) => ({ ...d, label: d.day.slice(8, 10) + '/' + d.day.slice(5, 7) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(v: number) => short.format(v)} width={64} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value) => [money(Number(value)), t('backOffice.dashboard.revenue')]}
          labelFormatter={(label) => t('backOffice.dashboard.day', { day: label })}
        />
        <Bar dataKey="revenue" fill="#8b5a2b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
