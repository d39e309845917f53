import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SupplierDashboard } from '@tavico/contracts/client';
import { useMoney } from '../../shared/money';

/** A supplier's revenue (bars) and units (line) per shop day, 30 days (loaded with its dashboard only). */
export function SalesChart({ days }: { days: SupplierDashboard['days'] }) {
  const money = useMoney();
  const data = days.map((d) => ({ ...d, label: d.day.slice(8, 10) + '/' + d.day.slice(5, 7) }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 12 }} />
        <YAxis yAxisId="revenue" tickFormatter={(v: number) => `$${v}`} width={56} tick={{ fontSize: 12 }} />
        <YAxis yAxisId="units" orientation="right" allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value, name) =>
            name === 'revenue' ? [money(Number(value)), 'Doanh thu'] : [String(value), 'Sản phẩm']
          }
          labelFormatter={(label) => `Ngày ${label}`}
        />
        <Legend formatter={(name) => (name === 'revenue' ? 'Doanh thu' : 'Sản phẩm đã bán')} />
        <Bar yAxisId="revenue" dataKey="revenue" fill="#8b5a2b" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line yAxisId="units" dataKey="units" stroke="#2f7d4f" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
