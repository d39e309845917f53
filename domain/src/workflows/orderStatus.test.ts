import { Conflict, type OrderEvent, type OrderStatus } from '@tavico/contracts';
import { completePaidOrder, endCheckout } from '../order/settlement';
import { orderStatusWorkflow, type OrderStatusInput } from './orderStatus';
import { codConfirmed, givenInputs, orderAfter, orderPlaced, refusedWith, sentWith } from '../testing';
import { toCheckouts, toOrder, toProduct } from './workflow';

const at = '2026-11-22T09:00:00.000Z';
const admin = { id: 'a1', name: 'Admin' };
const moved = (from: OrderStatus, to: OrderStatus): OrderEvent => ({
  type: 'OrderStatusChanged',
  data: { orderId: 'o1', from, to, at },
});
const paidEvent: OrderEvent = {
  type: 'OrderPaid',
  data: { orderId: 'o1', paymentId: '', payerId: '', captureId: '', totalCents: 25000, at, receivedBy: admin },
};

const changeRequested = (to: OrderStatus): OrderStatusInput => ({
  type: 'StatusChangeRequested',
  orderId: 'o1',
  to,
  by: admin,
  at,
});
const receiptRequested: OrderStatusInput = { type: 'PaymentReceiptRequested', orderId: 'o1', by: admin, at };
const receive = toOrder('o1', { type: 'ReceivePayment', by: admin, now: at });

describe('order status workflow', () => {
  it('asks the order to change its status', () => {
    givenInputs(orderStatusWorkflow, [])
      .when(changeRequested('inShipping'))
      .then([toOrder('o1', { type: 'ChangeOrderStatus', to: 'inShipping', by: admin, now: at })]);
  });

  it('answers with the order when nothing else follows: a paid order moved on, a bank transfer delivered', () => {
    const shipped = orderAfter(orderPlaced('paypal'), paidEvent, moved('confirmed', 'inShipping'));
    givenInputs(orderStatusWorkflow, [changeRequested('inShipping')])
      .when({ type: 'StatusChanged', order: shipped })
      .then([{ type: 'Reply', value: shipped }]);
    // Only cash on delivery is paid at the door: a transfer is received when it is found.
    const transferDelivered = orderAfter(orderPlaced('bank-transfer'), moved('pending', 'delivered'));
    givenInputs(orderStatusWorkflow, [changeRequested('delivered')])
      .when({ type: 'StatusChanged', order: transferDelivered })
      .then([{ type: 'Reply', value: transferDelivered }]);
  });

  it('takes the cash of a cash-on-delivery order delivered unpaid, by the admin who says so', () => {
    const delivered = orderAfter(orderPlaced('cod'), codConfirmed, moved('confirmed', 'delivered'));
    givenInputs(orderStatusWorkflow, [changeRequested('delivered')])
      .when({ type: 'StatusChanged', order: delivered })
      .then([receive]);
  });

  it('leaves a cash-on-delivery order delivered already paid as it is', () => {
    const delivered = orderAfter(orderPlaced('cod'), codConfirmed, paidEvent, moved('confirmed', 'delivered'));
    givenInputs(orderStatusWorkflow, [changeRequested('delivered')])
      .when({ type: 'StatusChanged', order: delivered })
      .then([{ type: 'Reply', value: delivered }]);
  });

  it('completes an order paid on receipt: its stock committed, its cart emptied, its checkout ended', () => {
    const paid = orderAfter(orderPlaced('cod'), codConfirmed, moved('confirmed', 'delivered'), paidEvent);
    givenInputs(orderStatusWorkflow, [changeRequested('delivered')])
      .when({ type: 'PaymentReceived', order: paid })
      .then([...completePaidOrder(paid), { type: 'Reply', value: paid }]);
  });

  it('receives a payment an admin found, then completes the order', () => {
    givenInputs(orderStatusWorkflow, []).when(receiptRequested).then([receive]);
    const paid = orderAfter(orderPlaced('bank-transfer'), paidEvent);
    givenInputs(orderStatusWorkflow, [receiptRequested])
      .when({ type: 'PaymentReceived', order: paid })
      .then([...completePaidOrder(paid), { type: 'Reply', value: paid }]);
  });

  it('gives the stock of an order rejected before payment back, and ends its checkout', () => {
    const rejected = orderAfter(orderPlaced('paypal'), moved('pending', 'rejected'));
    const release = (productId: string) =>
      toProduct(productId, { type: 'ReleaseStock', productId, orderId: 'o1', reason: 'rejected' });
    givenInputs(orderStatusWorkflow, [changeRequested('rejected')])
      .when({ type: 'StatusChanged', order: rejected })
      .then([release('p1'), release('p2'), endCheckout('u1', 'o1', 'rejected'), { type: 'Reply', value: rejected }]);
  });

  it('confirms a cash-on-delivery order, then tells its buyer checkouts it holds without a deadline', () => {
    const requested: OrderStatusInput = { type: 'ConfirmationRequested', orderId: 'o1', by: admin, at };
    givenInputs(orderStatusWorkflow, [])
      .when(requested)
      .then([toOrder('o1', { type: 'ConfirmOrder', by: admin, now: at })]);
    const confirmed = orderAfter(orderPlaced('cod'), codConfirmed);
    const confirmCheckout = toCheckouts('u1', { type: 'ConfirmCheckout', userId: 'u1', orderId: 'o1' });
    givenInputs(orderStatusWorkflow, [requested])
      .when({ type: 'Confirmed', order: confirmed })
      .then([confirmCheckout, { type: 'Reply', value: confirmed }]);
    // Moved on by a status change, it was confirmed on the way: the checkout hears it too.
    const inProcess = orderAfter(orderPlaced('cod'), codConfirmed, moved('confirmed', 'inProcess'));
    givenInputs(orderStatusWorkflow, [changeRequested('inProcess')])
      .when({ type: 'StatusChanged', order: inProcess })
      .then([confirmCheckout, { type: 'Reply', value: inProcess }]);
    // Still waiting for confirmation (set back to pending, say): nothing to tell.
    const waiting = orderAfter(orderPlaced('cod'));
    givenInputs(orderStatusWorkflow, [changeRequested('pending')])
      .when({ type: 'StatusChanged', order: waiting })
      .then([{ type: 'Reply', value: waiting }]);
  });

  it('feeds back the order after each of its commands, and lets a refusal stop the flow', () => {
    const order = orderAfter(orderPlaced('cod'));
    const change = toOrder('o1', { type: 'ChangeOrderStatus', to: 'inProcess', by: admin, now: at });
    expect(orderStatusWorkflow.onResult(sentWith(change, order))).toEqual({ type: 'StatusChanged', order });
    expect(orderStatusWorkflow.onResult(sentWith(receive, order))).toEqual({ type: 'PaymentReceived', order });
    const confirm = toOrder('o1', { type: 'ConfirmOrder', by: admin, now: at });
    expect(orderStatusWorkflow.onResult(sentWith(confirm, order))).toEqual({ type: 'Confirmed', order });
    const confirmCheckout = toCheckouts('u1', { type: 'ConfirmCheckout', userId: 'u1', orderId: 'o1' });
    expect(orderStatusWorkflow.onResult(sentWith(confirmCheckout, { open: [], taken: [] }))).toBeNull();
    expect(orderStatusWorkflow.onFailure(refusedWith(change, new Conflict('x')))).toBeNull();
  });
});
