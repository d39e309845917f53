import type { Table } from './table';
import { orderStatusLabels } from '../storefront';

/** The e-mails' words in English: part of the English table (`en.email`). */
export const enEmail: Table['email'] = {
  hello: 'Hello {{name}},',
  status: 'Status: {{status}}',
  // The spec's English names, as the tables and badges show them.
  statuses: orderStatusLabels,
  subject: {
    placed: 'Tavico Home has received order {{code}}',
    paid: 'Order {{code}} has been paid',
    inShipping: 'Order {{code}} is on its way',
    delivered: 'Order {{code}} has been delivered',
    cancelled: 'Order {{code}} has been cancelled',
    rejected: 'Order {{code}} cannot be fulfilled',
    expiredCod: 'Order {{code}} was not confirmed in time',
    expired: 'Order {{code}} was not paid in time',
  },
  says: {
    placedCod: 'Thank you for your order. Our staff will call to confirm it and deliver it; you pay on delivery.',
    placedTransfer:
      'Thank you for your order. Please make the bank transfer below, with the order code as the transfer note.',
    placed: 'Thank you for your order. It will be confirmed as soon as the payment is complete.',
    paid: 'We have received your payment. Your order is being prepared.',
    inShipping: 'Your order has left the warehouse and is on its way to you.',
    delivered: 'Your order has been delivered. Thank you for shopping at Tavico Home!',
    cancelled: 'Your order has been cancelled as asked; its products are back in stock.',
    rejected:
      'We are sorry, the shop cannot fulfil this order. If you have already paid, we will contact you about a refund.',
    expiredCod:
      'The shop could not confirm the order with you in time, so it has been cancelled and its products are back in stock. You can order again at any time.',
    expired: 'The order was not paid in time, so it has been cancelled. You can order again at any time.',
  },
  methods: { paypal: 'PayPal', cod: 'Cash on delivery', 'bank-transfer': 'Bank transfer' },
  code: 'Order code: {{code}}',
  payment: 'Payment: {{method}}',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  expected: 'Expected delivery: {{from}} – {{to}}',
  payCod: 'Pay on delivery: {{amount}}',
  payPaypal: 'PayPal charges: {{amount}} (rate {{rate}}/USD)',
  deliverTo: 'Deliver to: {{address}}',
  bank: 'Bank: {{value}}',
  accountNumber: 'Account number: {{value}}',
  accountName: 'Account holder: {{value}}',
  amount: 'Amount: {{value}}',
  note: 'Transfer note: {{value}}',
  heldUntil: 'The order is held until {{time}}',
  hotline: 'Hotline: {{value}}',
  viewOrder: 'See the order: {{link}}',
  reset: {
    subject: 'Reset the password of your Tavico Home account',
    hello: 'Hello {{name}},',
    why: 'We received a request to reset the password of the account {{email}}. Open the link below to choose a new password; it works once, for {{minutes}} minutes.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    button: 'Set a new password',
  },
  claim: {
    hello: 'Hello {{name}},',
    subject: 'Attach the orders you placed to your account ({{count}})',
    why: 'Orders placed without an account with the e-mail {{email}}: {{count}}. If they are yours, sign in and open the link below to attach them to your account; the link works once, for {{time}}.',
    orders: 'The orders:',
    order: 'Order {{code}}, placed on {{date}}, delivered to {{province}}',
    ignore: 'If you did not place these orders, ignore this e-mail: nothing changes.',
    button: 'Attach the orders to your account',
    hours: '{{count}} h',
    minutes: '{{count}} min',
  },
};
