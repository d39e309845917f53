import { Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../../shared/Button';
import { currencyRules, type ShopCurrency } from '@tavico/contracts/client';
import { CloseOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { moneyText, useCurrencyRules, useShopCurrency } from '../../shared/money';
import type { FilterGroup, Filters } from './catalogueApi';
import { priceKeys } from './listingFilters';
import { useMounted } from '../../shared/useMounted';
import { lazyInAntd } from '../../shared/lazyInAntd';

/**
 * The listing's filters: the panel (groups with faceted counts, the price range), at the left on
 * a wide screen and in a drawer on a phone, and the chosen ones as chips.
 */

/** A filter's option as shown: a category in the language shown, a brand by its name. */
const optionLabel = (t: TFunction, group: string, option: { id: string; label: string }) =>
  group === 'category' ? t(`categories.${option.id}`, { defaultValue: option.label }) : option.label;

// The phone's drawer and its code load the first time it is opened: a wide screen never needs them.
const FilterDrawer = lazyInAntd(() => import('./FilterDrawer').then((m) => m.FilterDrawer));

/** How many filters are chosen (the price range counts once). */
export const chosenCount = (filters: Filters) =>
  (filters.category?.length ?? 0) + (filters.brand?.length ?? 0) + (priceKeys.some((k) => filters[k]?.length) ? 1 : 0);

const wideQuery = '(min-width: 768px)';
const wideMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null);
const followWidth = (changed: () => void) => {
  const media = wideMedia();
  media?.addEventListener?.('change', changed);
  return () => media?.removeEventListener?.('change', changed);
};
/**
 * Whether the window is at least a tablet's width; null while nobody knows it yet: on the server,
 * and in the browser while the app takes the server's page over.
 */
function useWideScreen(): boolean | null {
  return useSyncExternalStore(
    followWidth,
    () => wideMedia()?.matches ?? true,
    () => null,
  );
}

/** The filter panel: at the left on a wide screen; on a phone in a drawer opened by 'Bộ lọc'. */
export function ListingFilters({ panel, chosen, total }: { panel: ReactNode; chosen: number; total: number }) {
  const wide = useWideScreen();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const aside = (
    <aside className="listing-filters" aria-label={t('listing.filters')}>
      <h2>{t('listing.filters')}</h2>
      {panel}
    </aside>
  );
  if (wide) return aside;
  return (
    <>
      {/*
       * Width unknown (the server's page, and the app taking it over): both, the stylesheet showing
       * the one that fits (listing.css), so a phone's page does not move when the app knows it is one.
       */}
      {wide === null && aside}
      <Button
        className="listing-filters-open"
        icon={<FilterOutlined />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {chosen > 0 ? t('listing.filtersCount', { count: chosen }) : t('listing.filters')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} total={total} onClose={() => setOpen(false)}>
            {panel}
          </FilterDrawer>
        </Suspense>
      )}
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
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.id}>
          <legend>{t(`listing.groups.${group.id}`, { defaultValue: group.label })}</legend>
          <div className="checkbox-group">
            {group.options.map((o) => {
              const chosen = filters[group.id] ?? [];
              const checked = chosen.includes(o.id);
              return (
                <label key={o.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={checked}
                    // Nothing would match: not offered, unless already chosen.
                    disabled={o.count === 0 && !checked}
                    onChange={() =>
                      onChange({
                        ...filters,
                        [group.id]: checked ? chosen.filter((v) => v !== o.id) : [...chosen, o.id],
                      })
                    }
                  />
                  <span>{`${optionLabel(t, group.id, o)} (${o.count})`}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <PriceRange filters={filters} onChange={onChange} />
    </>
  );
}

const MoneyInput = lazyInAntd(() => import('../../shared/MoneyInput').then((m) => m.MoneyInput));

/** Where the two price inputs will be, the size they will have, while they load. */
function PriceInputsPending() {
  return (
    <>
      <span className="price-range-pending" aria-hidden="true" />
      <span aria-hidden="true">–</span>
      <span className="price-range-pending" aria-hidden="true" />
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
  const { t } = useTranslation();
  const wrong = min !== null && max !== null && min > max;
  const mounted = useMounted();
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
      <legend>{t('listing.priceRange', { symbol })}</legend>
      <div className="price-range-inputs">
        {/* The inputs (antd's InputNumber) load just after the page: boxes of their size hold their
            place. The server draws the boxes too (the inputs' styles were 28 KB of its page). */}
        {!mounted ? (
          <PriceInputsPending />
        ) : (
          <Suspense fallback={<PriceInputsPending />}>
            <MoneyInput
              aria-label={t('listing.priceFrom')}
              placeholder={t('listing.from')}
              min={0}
              value={min}
              onChange={(v) => setMin(v)}
              onPressEnter={apply}
            />
            <span aria-hidden="true">–</span>
            <MoneyInput
              aria-label={t('listing.priceTo')}
              placeholder={t('listing.to')}
              min={0}
              value={max}
              onChange={(v) => setMax(v)}
              onPressEnter={apply}
            />
          </Suspense>
        )}
      </div>
      {wrong && (
        <p role="alert" className="field-error">
          {t('listing.rangeWrong')}
        </p>
      )}
      <Button onClick={apply} disabled={wrong}>
        {t('listing.apply')}
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
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  for (const group of groups) {
    for (const id of filters[group.id] ?? []) {
      const option = group.options.find((o) => o.id === id);
      const label = option ? optionLabel(t, group.id, option) : id;
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
    min && max
      ? `${price(min)} – ${price(max)}`
      : min
        ? t('listing.fromPrice', { price: price(min) })
        : max
          ? t('listing.toPrice', { price: price(max) })
          : null;
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
    <div className="listing-chips" role="group" aria-label={t('listing.chosen')}>
      {chips.map((chip) => (
        <span key={chip.key} className="chip">
          {chip.label}
          <button
            type="button"
            className="chip-close"
            aria-label={t('listing.removeFilter', { label: chip.label })}
            onClick={chip.remove}
          >
            <CloseOutlined />
          </button>
        </span>
      ))}
      <Button type="link" onClick={() => onChange({})}>
        {t('listing.clearFilters')}
      </Button>
    </div>
  );
}
