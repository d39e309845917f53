import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { cartTotalCents, formatMoney, toMinor, withinCodCap, type PaymentMethod } from '@tavico/contracts/client';
import { AddressBook } from '../../features/address/AddressBook';
import { selectAddresses, selectPreselectedAddressId } from '../../features/address/addressSlice';
import { useCartLines } from '../../features/cart';
import { CartLines, CartTotal, estimatedFeeCents } from '../../features/cart/CartSheet';
import { useShippingQuote, type ShippingEstimate } from '../../features/shipping';
import { currentOrderKey } from '../../features/orders/ordersSagas';
import { usePaymentOptionsQuery } from '../../features/orders/ordersApi';
import { orderCreateRequested, selectOrders } from '../../features/orders/ordersSlice';
import { VoucherField } from '../../features/orders/VoucherField';
import type { VoucherPreview } from '../../features/orders/vouchersApi';
import { Panel } from '../../shared/Panel';
import { useShopCurrency } from '../../shared/money';
import { selectAuth } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../hooks';
import { GuestContact, type Contact } from './GuestContact';
import './checkout.css';

/**
 * Checkout: choose an address (the only one, or the last ordered to, comes chosen), look over the
 * cart, choose how to pay, and order.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A guest (issue 28) says who it is; an account already has.
  const { guest } = useAppSelector(selectAuth);
  const [contact, setContact] = useState<Contact>({ userName: '', email: '' });
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const currency = useShopCurrency();
  const addresses = useAppSelector(selectAddresses);
  const preselected = useAppSelector(selectPreselectedAddressId);
  // A chosen address that was deleted since gives way to the preselection.
  const addressId = chosenId && addresses.some((a) => a._id === chosenId) ? chosenId : preselected;
  const [query] = useSearchParams();
  const cancelled = query.get('payment') === 'cancelled';
  useEffect(() => {
    if (cancelled) sessionStorage.removeItem(currentOrderKey);
  }, [cancelled]);
  // The fee to the chosen address, as the server prices it; the order is priced again when placed.
  const estimate = useShippingQuote(addressId);
  return (
    <div className="checkout">
      <img className="checkout-header" src="/images/checkout-header.svg" alt={t('checkout.headerAlt')} />
      <div className="page checkout-body">
        <h1>{t('checkout.title')}</h1>
        {cancelled && (
          <Alert type="warning" showIcon title={t('checkout.paymentCancelled')} className="checkout-alert" />
        )}
        <div className="checkout-columns">
          <section aria-labelledby="checkout-address">
            {/* Who buys, then where it goes: a guest's name and e-mail come before the address. */}
            {guest && <GuestContact value={contact} onChange={setContact} />}
            <h2 id="checkout-address">{t('checkout.address')}</h2>
            <AddressBook selectedId={addressId} onSelect={setChosenId} />
          </section>
          <section aria-labelledby="checkout-cart">
            <Panel>
              <h2 id="checkout-cart">{t('checkout.cart')}</h2>
              <CartLines />
              <VoucherField applied={voucher} onChange={setVoucher} />
              <CartTotal estimate={estimate} discountCents={voucher ? toMinor(voucher.discount, currency) : 0} />
              <Payment
                addressId={addressId}
                estimate={estimate}
                contact={guest ? contact : undefined}
                voucher={voucher}
              />
            </Panel>
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * The payment method and the order button: PayPal (the spec's, the default), cash on delivery
 * up to the shop's cap (above it, shown as unavailable with the reason), and bank transfer once
 * the shop has its account set. Until the options are read, PayPal alone.
 */
function Payment({
  addressId,
  estimate,
  contact,
  voucher,
}: {
  addressId: string | null;
  estimate: ShippingEstimate;
  contact?: Contact;
  voucher: VoucherPreview | null;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { payment } = useAppSelector(selectOrders);
  // The methods besides PayPal come with the settings, read once a session; unread, PayPal alone.
  const options = usePaymentOptionsQuery(undefined, { refetchOnMountOrArgChange: false }).data ?? null;
  const lines = useCartLines();
  const [chosen, setChosen] = useState<PaymentMethod>('paypal');
  const currency = useShopCurrency();
  // What the buyer pays: the lines and the estimated shipping, less the voucher as the server
  // priced it (cash on delivery's cap counts them all; the order is priced again when placed).
  const discount = voucher ? toMinor(voucher.discount, currency) : 0;
  const total = cartTotalCents(lines, currency) + estimatedFeeCents(estimate, currency) - discount;
  const codCap = options ? toMinor(options.codMaxTotal, currency) : 0;
  const codAllowed = options !== null && withinCodCap(total, codCap);
  // PayPal takes no đồng: it charges dollars at the rate of the moment, fixed on the order.
  const hint = (m: PaymentMethod) =>
    m === 'paypal' && currency === 'VND' ? t('checkout.hint.paypalInDollars') : t(`checkout.hint.${m}`);
  const offered: PaymentMethod[] = ['paypal'];
  if (options) offered.push('cod');
  if (options?.bankTransfer) offered.push('bank-transfer');
  const available = (m: PaymentMethod) => offered.includes(m) && (m !== 'cod' || codAllowed);
  // A method that stopped being available (the cart grew past the cap) falls back to PayPal.
  const method = available(chosen) ? chosen : 'paypal';
  const busy = payment === 'creating' || payment === 'redirecting';
  const label =
    method === 'paypal'
      ? busy
        ? t('checkout.paypalBusy')
        : t('checkout.paypal')
      : busy
        ? t('checkout.placing')
        : t('checkout.place');
  return (
    <>
      <fieldset className="payment-methods">
        <legend>{t('checkout.method')}</legend>
        <Radio.Group name="payment-method" value={method} onChange={(e) => setChosen(e.target.value as PaymentMethod)}>
          {offered.map((m) => (
            <div
              key={m}
              className={`payment-option${m === method ? ' is-chosen' : ''}${available(m) ? '' : ' is-disabled'}`}
            >
              <Radio value={m} disabled={!available(m)} aria-describedby={`payment-hint-${m}`}>
                {t(`paymentMethod.${m}`)}
              </Radio>
              <p className="payment-option-hint" id={`payment-hint-${m}`}>
                {m === 'cod' && !codAllowed
                  ? t('checkout.codTooLarge', { max: formatMoney(codCap, currency) })
                  : hint(m)}
              </p>
            </div>
          ))}
        </Radio.Group>
      </fieldset>
      {/* On a phone this is a bar held at the bottom of the screen: Total and the button, in reach. */}
      <div className="checkout-pay">
        <div className="checkout-pay-total">
          <span>{t('cart.total')}</span>
          <strong>{formatMoney(total, currency)}</strong>
        </div>
        <Button
          type="primary"
          size="large"
          block
          loading={busy}
          onClick={() =>
            dispatch(orderCreateRequested({ addressId, paymentMethod: method, contact, voucherCode: voucher?.code }))
          }
        >
          {label}
        </Button>
      </div>
    </>
  );
}
