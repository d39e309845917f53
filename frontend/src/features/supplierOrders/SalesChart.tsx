import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { SupplierDashboard } from '@tavico/contracts/client';
import { useDayChart } from '../../shared/chartDays';
import { useMoney } from '../../shared/money';

/** A supplier's revenue (bars) and units (line) per shop day, 30 days (loaded with its dashboard only). */
export function SalesChart({ days }: { days: SupplierDashboard['days'] }) {
  const money = useMoney();
  const { t } = useTranslation();
  const { data, shortNumber } = useDayChart(days);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="revenue" tickFormatter={shortNumber} width={56} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="units" orientation="right" allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value, name) =>
            name === 'revenue'
              ? [money(Number(value)), t('backOffice.dashboard.revenue')]
              : [String(value), t('backOffice.dashboard.units')]
          }
          labelFormatter={(label) => t('backOffice.dashboard.day', { day: label })}
        />
        <Legend
          formatter={(name) =>
            t(name === 'revenue' ? 'backOffice.dashboard.revenue' : 'backOffice.dashboard.unitsSold')
          }
        />
        <Bar yAxisId="revenue" dataKey="revenue" fill="#8b5a2b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="units" dataKey="units" stroke="#2f7d4f" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
