import { Link, useNavigate } from 'react-router-dom';
import { Button, Drawer, Empty } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cartTotalCents, formatMoney, shownEffectivePrice, type CartItemView } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { ApproxVnd } from '../../shared/Price';
import { useMoney, useShopCurrency } from '../../shared/money';
import { useSiteSettings } from '../settings';
import { cartItemRemoveRequested, cartQuantityChangeRequested, selectCartLines } from './cartSlice';
import './cart.css';

export function CartLine({ line }: { line: CartItemView }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const money = useMoney();
  const change = (by: 1 | -1) => dispatch(cartQuantityChangeRequested({ productId: line.productId, change: by }));
  return (
    <li className="cart-line">
      <img src={line.image} alt={line.title} width={64} height={64} />
      <div className="cart-line-body">
        <strong>{line.title}</strong>
        <span className="cart-line-unit">{t('cart.unitPrice', { price: money(shownEffectivePrice(line)) })}</span>
        <div className="cart-line-qty">
          <Button
            size="small"
            shape="circle"
            icon={<MinusOutlined />}
            aria-label={t('cart.decrease', { title: line.title })}
            disabled={line.quantity <= 1}
            onClick={() => change(-1)}
          />
          <span aria-label={t('cart.quantityOf', { title: line.title })}>{line.quantity}</span>
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined />}
            aria-label={t('cart.increase', { title: line.title })}
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
          aria-label={t('cart.remove', { title: line.title })}
          onClick={() => dispatch(cartItemRemoveRequested({ productId: line.productId }))}
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
  const lines = useAppSelector(selectCartLines);
  if (lines.length === 0) return <EmptyCart onBrowse={onBrowse} />;
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <CartLine key={line.productId} line={line} />
      ))}
    </ul>
  );
}

/** The cart's Total line, under the lines in the sheet and at checkout. */
export function CartTotal() {
  const lines = useAppSelector(selectCartLines);
  const vndPerUsd = useSiteSettings()?.vndPerUsd;
  const { t } = useTranslation();
  const currency = useShopCurrency();
  const total = cartTotalCents(lines, currency);
  return (
    <div className="cart-total">
      <span>{t('cart.total')}</span>
      <span className="cart-total-amount">
        <strong>{formatMoney(total, currency)}</strong>
        {currency === 'USD' && <ApproxVnd cents={total} vndPerUsd={vndPerUsd} />}
      </span>
    </div>
  );
}

/** 'Your Cart': the lines, the total, and Checkout. */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const empty = useAppSelector(selectCartLines).length === 0;
  const { t } = useTranslation();
  return (
    <Drawer title={t('cart.title')} placement="right" open={open} onClose={onClose} size={400}>
      <CartLines onBrowse={onClose} />
      {!empty && <CartTotal />}
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
