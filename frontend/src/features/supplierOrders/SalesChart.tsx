import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { SupplierDashboard } from '@tavico/contracts/client';
import { localeOf, type Language } from '../../shared/i18n';
import { useMoney } from '../../shared/money';

/** A supplier's revenue (bars) and units (line) per shop day, 30 days (loaded with its dashboard only). */
export function SalesChart({ days }: { days: SupplierDashboard['days'] }) {
  const money = useMoney();
  const { t, i18n } = useTranslation();
  // The axis in short numbers of the shop's currency (15 Tr, 1,2 T; 15M, 1.2B in English).
  const short = new Intl.NumberFormat(localeOf(i18n.language as Language), { notation: 'compact' });
  const data = days.map((d) => ({ ...d, label: d.day.slice(8, 10) + '/' + d.day.slice(5, 7) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="revenue" tickFormatter={(v: number) => short.format(v)} width={56} tick={{ fontSize: 12 }} />
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
