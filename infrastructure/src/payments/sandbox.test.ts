import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { systemClock } from '../clock';
import { createMetrics } from '../metrics';
import { createSqliteEventStore } from '../eventstore/sqlite';
import { paymentProviderContract } from './contract';
import { createSandboxPayments } from './sandbox';

paymentProviderContract('sandbox', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavico-sandbox-'));
  const eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  const sandbox = createSandboxPayments({
    eventStore,
    clock: systemClock,
    ids: randomUUID,
    metrics: createMetrics('test'),
  });
  return {
    provider: sandbox.provider,
    approve: async (id) => void (await sandbox.approve(id)),
    cancel: async (id) => void (await sandbox.cancel(id)),
    close: async () => {
      await eventStore.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('sandbox approval', () => {
  it('keeps what the page shows: order, amount, links; a cancelled payment cannot be approved', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-sandbox-'));
    const eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    const sandbox = createSandboxPayments({
      eventStore,
      clock: systemClock,
      ids: randomUUID,
      metrics: createMetrics('test'),
    });
    const { paymentId, approvalURL } = await sandbox.provider.createPayment({
      orderId: 'o1',
      amountCents: 9100,
      currency: 'USD',
      description: 'Order o1',
      returnUrl: '/paypal-return',
      cancelUrl: '/checkout?payment=cancelled',
    });
    expect(approvalURL).toBe(`/sandbox-pay/${paymentId}`);
    expect(await sandbox.payment(paymentId)).toMatchObject({ orderId: 'o1', amountCents: 9100, status: 'created' });
    expect(await sandbox.cancel(paymentId)).toMatchObject({ status: 'cancelled' });
    expect(await sandbox.approve(paymentId)).toMatchObject({ status: 'cancelled', payerId: null });
    expect(await sandbox.payment('SBX-UNKNOWN')).toBeNull();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
