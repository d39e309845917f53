import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardView } from '@tavico/contracts/client';
import { useMoney } from '../../shared/money';

/** Revenue per shop day for the last 30 days, as bars (loaded with the dashboard only). */
export function RevenueChart({ days }: { days: DashboardView['days'] }) {
  const money = useMoney();
  const data = days.map((d) => ({ ...d, label: d.day.slice(8, 10) + '/' + d.day.slice(5, 7) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(v: number) => `$${v}`} width={64} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value) => [money(Number(value)), 'Doanh thu']}
          labelFormatter={(label) => `Ngày ${label}`}
        />
        <Bar dataKey="revenue" fill="#8b5a2b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
