import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DashboardView } from '@tavico/contracts/client';
import { useDayChart } from '../../shared/chartDays';
import { useMoney } from '../../shared/money';

/** Revenue per shop day for the last 30 days, as bars (loaded with the dashboard only). */
export function RevenueChart({ days }: { days: DashboardView['days'] }) {
  const money = useMoney();
  const { t } = useTranslation();
  const { data, shortNumber } = useDayChart(days);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={shortNumber} width={64} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value) => [money(Number(value)), t('backOffice.dashboard.revenue')]}
          labelFormatter={(label) => t('backOffice.dashboard.day', { day: label })}
        />
        <Bar dataKey="revenue" fill="#8b5a2b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
