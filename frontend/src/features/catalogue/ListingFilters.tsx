import { useEffect, useState, type ReactNode } from 'react';
import { Button, Checkbox, Drawer, Tag } from 'antd';
import { currencyRules, type ShopCurrency } from '@tavico/contracts/client';
import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { MoneyInput } from '../../shared/MoneyInput';
import { moneyText, useCurrencyRules, useShopCurrency } from '../../shared/money';
import type { FilterGroup, Filters } from './catalogueApi';
import { priceKeys } from './listingFilters';

/**
 * The listing's filters: the panel (groups with faceted counts, the price range), at the left on
 * a wide screen and in a drawer on a phone, and the chosen ones as chips.
 */

/** How many filters are chosen (the price range counts once). */
export const chosenCount = (filters: Filters) =>
  (filters.category?.length ?? 0) + (filters.brand?.length ?? 0) + (priceKeys.some((k) => filters[k]?.length) ? 1 : 0);

const wideQuery = '(min-width: 768px)';
/** Whether the window is at least a tablet's width, known at the first render (no jump). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery).matches : true,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(wideQuery);
    const follow = () => setWide(query.matches);
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);
  return wide;
}

/** The filter panel: at the left on a wide screen; on a phone in a drawer opened by 'Bộ lọc'. */
export function ListingFilters({ panel, chosen, total }: { panel: ReactNode; chosen: number; total: number }) {
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  if (wide) {
    return (
      <aside className="listing-filters" aria-label="Bộ lọc">
        <h2>Filters</h2>
        {panel}
      </aside>
    );
  }
  return (
    <>
      <Button className="listing-filters-open" icon={<FilterOutlined />} onClick={() => setOpen(true)}>
        Bộ lọc{chosen > 0 ? ` (${chosen})` : ''}
      </Button>
      <Drawer
        title="Bộ lọc"
        placement="bottom"
        size="large"
        open={open}
        onClose={() => setOpen(false)}
        className="listing-filters-drawer"
        footer={
          <Button type="primary" block onClick={() => setOpen(false)}>
            Xem {total} sản phẩm
          </Button>
        }
      >
        <div className="listing-filters" aria-label="Bộ lọc">
          {panel}
        </div>
      </Drawer>
    </>
  );
}

export function FilterPanel({
  groups,
  filters,
  onChange,
}: {
  groups: FilterGroup[];
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.id}>
          <legend>{group.label}</legend>
          <Checkbox.Group
            value={filters[group.id] ?? []}
            onChange={(values) => onChange({ ...filters, [group.id]: values as string[] })}
            options={group.options.map((o) => ({
              value: o.id,
              label: `${o.label} (${o.count})`,
              // Nothing would match: not offered, unless already chosen.
              disabled: o.count === 0 && !(filters[group.id] ?? []).includes(o.id),
            }))}
          />
        </fieldset>
      ))}
      <PriceRange filters={filters} onChange={onChange} />
    </>
  );
}

/** The price paid, from and to, in the shop's currency; applied with its button or Enter. */
function PriceRange({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const given = (key: (typeof priceKeys)[number]) => (filters[key]?.[0] ? Number(filters[key]![0]) : null);
  const [min, setMin] = useState<number | null>(given('minPrice'));
  const [max, setMax] = useState<number | null>(given('maxPrice'));
  useEffect(() => {
    setMin(given('minPrice'));
    setMax(given('maxPrice'));
    // Follows the address (a chip removed, Back).
  }, [filters.minPrice?.[0], filters.maxPrice?.[0]]);
  const wrong = min !== null && max !== null && min > max;
  const symbol = useCurrencyRules().symbol;
  const apply = () => {
    if (wrong) return;
    const next: Filters = { ...filters };
    for (const [key, value] of [
      ['minPrice', min],
      ['maxPrice', max],
    ] as const) {
      if (value === null) delete next[key];
      else next[key] = [String(value)];
    }
    onChange(next);
  };
  return (
    <fieldset className="price-range">
      <legend>Khoảng giá ({symbol})</legend>
      <div className="price-range-inputs">
        <MoneyInput
          aria-label="Giá từ"
          placeholder="Từ"
          min={0}
          value={min}
          onChange={(v) => setMin(v)}
          onPressEnter={apply}
        />
        <span aria-hidden="true">–</span>
        <MoneyInput
          aria-label="Giá đến"
          placeholder="Đến"
          min={0}
          value={max}
          onChange={(v) => setMax(v)}
          onPressEnter={apply}
        />
      </div>
      {wrong && (
        <p role="alert" className="field-error">
          Giá từ không được lớn hơn giá đến.
        </p>
      )}
      <Button onClick={apply} disabled={wrong}>
        Áp dụng
      </Button>
    </fieldset>
  );
}

/** A bound of the range as every price reads (`2.000.000 ₫`, `$1,000`), without a dollar range's cents. */
const rangePrice = (amount: string, currency: ShopCurrency) =>
  // An address typed by hand may hold anything: shown as it is (the server says what is wrong).
  Number.isFinite(Number(amount))
    ? moneyText(Number(amount), currency).replace(/\.00$/, '')
    : `${amount} ${currencyRules[currency].symbol}`;

/** The chosen filters as chips, each removable, and 'Xóa bộ lọc' for all of them. */
export function ActiveFilters({
  groups,
  filters,
  onChange,
}: {
  groups: FilterGroup[];
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const currency = useShopCurrency();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  for (const group of groups) {
    for (const id of filters[group.id] ?? []) {
      const label = group.options.find((o) => o.id === id)?.label ?? id;
      chips.push({
        key: `${group.id}:${id}`,
        label,
        remove: () => onChange({ ...filters, [group.id]: (filters[group.id] ?? []).filter((v) => v !== id) }),
      });
    }
  }
  const [min, max] = priceKeys.map((k) => filters[k]?.[0]);
  const price = (amount: string) => rangePrice(amount, currency);
  const range =
    min && max ? `${price(min)} – ${price(max)}` : min ? `Từ ${price(min)}` : max ? `Đến ${price(max)}` : null;
  if (range) {
    chips.push({
      key: 'price',
      label: range,
      remove: () => {
        const next = { ...filters };
        for (const k of priceKeys) delete next[k];
        onChange(next);
      },
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="listing-chips" role="group" aria-label="Bộ lọc đang chọn">
      {chips.map((chip) => (
        <Tag
          key={chip.key}
          closable
          onClose={(event) => {
            event.preventDefault();
            chip.remove();
          }}
          closeIcon={
            <span aria-label={`Bỏ lọc ${chip.label}`}>
              <CloseOutlined />
            </span>
          }
        >
          {chip.label}
        </Tag>
      ))}
      {/* 'link' alone takes antd's link blue: the shop's brown is its primary colour. */}
      <Button color="primary" variant="link" onClick={() => onChange({})}>
        Xóa bộ lọc
      </Button>
    </div>
  );
}
