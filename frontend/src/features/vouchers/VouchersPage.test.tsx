/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { t } from 'i18next';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { VouchersPage } from './VouchersPage';
import type { VoucherRow } from './vouchersAdminApi';

const tet: VoucherRow = {
  code: 'TET10',
  kind: 'percent',
  value: 10,
  minOrder: 2_000_000,
  maxDiscount: 500_000,
  startsAt: '2026-11-30T17:00:00.000Z',
  endsAt: '2026-12-31T16:59:59.000Z',
  totalUses: 100,
  perCustomer: 1,
  categories: ['ban'],
  productIds: null,
  running: true,
  uses: 5,
  discount: 1_600_000,
  revenue: 14_400_000,
};

function server(create: (body: unknown) => unknown) {
  return stubServer([
    [
      'get',
      '/api/admin/vouchers',
      () => ({
        success: true,
        currency: 'VND',
        data: [tet],
        pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
      }),
    ],
    ['post', '/api/admin/vouchers', (_path, body) => create(body)],
  ]);
}

afterEach(() => jest.restoreAllMocks());

describe("the owner's vouchers", () => {
  it('lists each code with its offer, dates, state, uses, discount given and revenue, in đồng', async () => {
    server(() => ({ success: true }));
    renderScreen(<VouchersPage />);
    const row = within((await screen.findByText('TET10')).closest('tr') as HTMLElement);
    expect(row.getByText(t('backOffice.vouchers.percentText', { value: 10, max: '500.000 ₫' }))).toBeTruthy();
    expect(row.getByText('2.000.000 ₫')).toBeTruthy();
    expect(row.getByText('01/12/2026 – 31/12/2026')).toBeTruthy();
    expect(row.getByText(t('backOffice.vouchers.running'))).toBeTruthy();
    expect(row.getByText('5 / 100')).toBeTruthy();
    expect(row.getByText('1.600.000 ₫')).toBeTruthy();
    expect(row.getByText('14.400.000 ₫')).toBeTruthy();
  });

  it('creates a code from the sheet, its dates as whole Vietnam days, and shows why the server refuses one', async () => {
    let answer: unknown = new ApiError('Mã giảm giá này đã có.', 409);
    const { calls } = server(() => answer);
    renderScreen(<VouchersPage />);
    await screen.findByText('TET10');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('backOffice.vouchers.new')) }));
    const sheet = within(await screen.findByRole('dialog'));
    fireEvent.change(sheet.getByLabelText(t('backOffice.vouchers.code')), { target: { value: 'tet10' } });
    fireEvent.change(sheet.getByLabelText(t('backOffice.vouchers.startsOn')), { target: { value: '2026-12-01' } });
    fireEvent.change(sheet.getByLabelText(t('backOffice.vouchers.endsOn')), { target: { value: '2026-12-31' } });
    fireEvent.click(sheet.getByRole('button', { name: t('backOffice.vouchers.save') }));
    expect((await sheet.findByRole('alert')).textContent).toBe('Mã giảm giá này đã có.');
    expect(calls('post')[0][1]).toMatchObject({
      code: 'TET10',
      kind: 'percent',
      value: 10,
      startsAt: '2026-12-01T00:00:00+07:00',
      endsAt: '2026-12-31T23:59:59+07:00',
      perCustomer: 1,
    });
    answer = { success: true, data: { code: 'TET11' } };
    fireEvent.change(sheet.getByLabelText(t('backOffice.vouchers.code')), { target: { value: 'TET11' } });
    fireEvent.click(sheet.getByRole('button', { name: t('backOffice.vouchers.save') }));
    await screen.findByText('TET10');
    await screen.findByRole('button', { name: new RegExp(t('backOffice.vouchers.new')) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
