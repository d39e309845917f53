import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Drawer, Empty } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  cartTotalCents,
  formatMoney,
  optionsText,
  shownEffectivePrice,
  toMinor,
  type CartItemView,
} from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { ApproxVnd } from '../../shared/Price';
import { useMoney, useShopCurrency } from '../../shared/money';
import { dayText } from '../../shared/format';
import { addressesRequested, selectAddressState, selectPreselectedAddressId } from '../address';
import { selectShopper, selectUser } from '../auth';
import { useSiteSettings } from '../settings';
import { useShippingQuote, type ShippingEstimate } from '../shipping';
import { useCartLines, useRemoveCartLineMutation } from './cartApi';
import { cartQuantityChangeRequested } from './cartSagas';
import './cart.css';

export function CartLine({ line }: { line: CartItemView }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const money = useMoney();
  const shopper = useAppSelector(selectShopper);
  const [remove] = useRemoveCartLineMutation();
  const variant = line.sku ? { sku: line.sku } : {};
  const change = (by: 1 | -1) =>
    dispatch(cartQuantityChangeRequested({ productId: line.productId, ...variant, change: by }));
  // A variant's line is named with its options: two sizes of one table are two lines.
  const options = line.options ? optionsText(line.options) : '';
  const title = options ? `${line.title} (${options})` : line.title;
  return (
    <li className="cart-line">
      <img src={line.image} alt={title} width={64} height={64} />
      <div className="cart-line-body">
        <strong>{line.title}</strong>
        {options && <span className="cart-line-options">{options}</span>}
        <span className="cart-line-unit">{t('cart.unitPrice', { price: money(shownEffectivePrice(line)) })}</span>
        <div className="cart-line-qty">
          <Button
            size="small"
            shape="circle"
            icon={<MinusOutlined />}
            aria-label={t('cart.decrease', { title })}
            disabled={line.quantity <= 1}
            onClick={() => change(-1)}
          />
          <span aria-label={t('cart.quantityOf', { title })}>{line.quantity}</span>
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={t('cart.increase', { title })}
            onClick={() => change(1)}
          />
        </div>
      </div>
      <div className="cart-line-end">
        <span>{formatMoney(cartTotalCents([line], currency), currency)}</span>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('cart.remove', { title })}
          onClick={() => {
            if (shopper) void remove({ userId: shopper.id, productId: line.productId, ...variant });
          }}
        />
      </div>
    </li>
  );
}

/** The empty cart says so and points to the products (`onBrowse` closes the sheet on the way). */
export function EmptyCart({ onBrowse }: { onBrowse?: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty className="cart-empty" description={t('cart.empty')}>
      <Link to={paths.listing} onClick={onBrowse} className="cart-empty-link">
        {t('cart.browse')}
      </Link>
    </Empty>
  );
}

export function CartLines({ onBrowse }: { onBrowse?: () => void }) {
  const lines = useCartLines();
  if (lines.length === 0) return <EmptyCart onBrowse={onBrowse} />;
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <CartLine key={`${line.productId}|${line.sku ?? ''}`} line={line} />
      ))}
    </ul>
  );
}

/** The estimate's fee in minor units once it is read (0 before: the lines alone). */
export const estimatedFeeCents = (estimate: ShippingEstimate | undefined, currency: 'VND' | 'USD'): number =>
  estimate?.status === 'loaded' ? toMinor(estimate.quote.fee, currency) : 0;

/**
 * The shipping estimate's lines: the subtotal, the fee (or free) and the delivery days; three
 * lines from the moment it is asked, so the total below does not move as it comes.
 */
function ShippingLines({ estimate, subtotal }: { estimate: ShippingEstimate; subtotal: number }) {
  const { t } = useTranslation();
  const currency = useShopCurrency();
  // No address yet: a word on what the fee depends on, and the total is the lines'.
  if (estimate.status === 'none') return <p className="cart-shipping-hint">{t('shipping.byAddress')}</p>;
  const quote = estimate.status === 'loaded' ? estimate.quote : null;
  const fee = !quote
    ? estimate.status === 'loading'
      ? '…'
      : '—'
    : quote.fee === 0
      ? t('shipping.free')
      : formatMoney(toMinor(quote.fee, currency), currency);
  return (
    <dl className="cart-shipping" aria-busy={estimate.status === 'loading'}>
      <div>
        <dt>{t('shipping.subtotal')}</dt>
        <dd>{formatMoney(subtotal, currency)}</dd>
      </div>
      <div>
        <dt>{t('shipping.feeEstimate')}</dt>
        <dd className="cart-shipping-fee">{fee}</dd>
      </div>
      <div className="cart-shipping-days">
        {quote ? (
          <>
            <dt>{quote.zone ?? t('shipping.elsewhere')}</dt>
            <dd>{t('shipping.delivery', { from: dayText(quote.delivery.from), to: dayText(quote.delivery.to) })}</dd>
          </>
        ) : (
          <>
            <dt>{t('shipping.zone')}</dt>
            <dd>{estimate.status === 'failed' ? t('shipping.estimateFailed') : '\u00a0'}</dd>
          </>
        )}
      </div>
    </dl>
  );
}

/**
 * The cart's Total line, under the lines in the sheet and at checkout; with a shipping estimate,
 * the subtotal and the fee above it, the fee inside the total.
 */
export function CartTotal({
  estimate,
  discountCents = 0,
}: {
  estimate?: ShippingEstimate;
  /** A voucher's discount as the server priced it (the checkout's), in minor units. */
  discountCents?: number;
}) {
  const lines = useCartLines();
  const vndPerUsd = useSiteSettings()?.vndPerUsd;
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const subtotal = cartTotalCents(lines, currency);
  const total = subtotal + estimatedFeeCents(estimate, currency) - discountCents;
  return (
    <>
      {estimate && <ShippingLines estimate={estimate} subtotal={subtotal} />}
      {discountCents > 0 && (
        <div className="cart-discount">
          <span>{t('cart.discount')}</span>
          <span>−{formatMoney(discountCents, currency)}</span>
        </div>
      )}
      <div className="cart-total">
        <span>{t('cart.total')}</span>
        <span className="cart-total-amount">
          <strong>{formatMoney(total, currency)}</strong>
          {currency === 'USD' && <ApproxVnd cents={total} vndPerUsd={vndPerUsd} />}
        </span>
      </div>
    </>
  );
}

/** The sheet's total: estimated to the address an order would go to, once the shopper's addresses are known. */
function SheetTotal() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectUser) !== null;
  const { addressList, isLoading } = useAppSelector(selectAddressState);
  // Read once while the sheet is open (a shopper with none stays with none).
  const asked = useRef(false);
  const unread = signedIn && addressList.length === 0 && !isLoading && !asked.current;
  useEffect(() => {
    if (!unread) return;
    asked.current = true;
    dispatch(addressesRequested());
  }, [unread, dispatch]);
  const addressId = useAppSelector(selectPreselectedAddressId);
  return <CartTotal estimate={useShippingQuote(addressId)} />;
}

/** 'Your Cart': the lines, the total, and Checkout. */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const empty = useCartLines().length === 0;
  const { t } = useTranslation();
  return (
    <Drawer title={t('cart.title')} placement="right" open={open} onClose={onClose} size={400}>
      <CartLines onBrowse={onClose} />
      {!empty && <SheetTotal />}
      <Button
        type="primary"
        block
        size="large"
        disabled={empty}
        onClick={() => {
          onClose();
          navigate(paths.checkout);
        }}
      >
        {t('cart.checkout')}
      </Button>
    </Drawer>
  );
}
