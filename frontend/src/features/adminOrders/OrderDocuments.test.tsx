/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@tavico/contracts/client';
import { ApiError, http } from '../../shared/http';
import { order, pageOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { savedFiles } from '../../testing/files';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { OrdersPage } from './OrdersPage';

function shop(role: SessionUser['role']) {
  stubServer([
    ['get', '/api/admin/orders/get', () => pageOf([order('o1', 'inShipping')])],
    ['get', '/api/admin/orders/details/o1', () => ({ success: true, data: order('o1', 'inShipping') })],
  ]);
  return renderScreen(<OrdersPage />, { install: installBackOffice, preloadedState: signedInAs(role) });
}

describe("an order's documents in the back office", () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves the invoice and the packing slip as the server names them, for an auditor too', async () => {
    const saved = savedFiles();
    const getFile = jest.spyOn(http, 'getFile').mockImplementation(async (path) => ({
      blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fileName: path.endsWith('invoice.pdf') ? 'TV-26-0000001-invoice.pdf' : 'TV-26-0000001-packing-slip.pdf',
    }));
    shop('auditor');
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orders.viewDetails')));
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orderDocuments.invoice')));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['TV-26-0000001-invoice.pdf']));
    fireEvent.click(screen.getByText(i18next.t('backOffice.orderDocuments.packingSlip')));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(getFile.mock.calls.map(([path]) => path)).toEqual([
      '/api/admin/orders/o1/invoice.pdf',
      '/api/admin/orders/o1/packing-slip.pdf',
    ]);
    expect(saved[1]!.name).toBe('TV-26-0000001-packing-slip.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
  });

  it("says the server's refusal instead of saving anything", async () => {
    const saved = savedFiles();
    jest.spyOn(http, 'getFile').mockRejectedValue(new ApiError('Không tìm thấy đơn hàng.', 404));
    shop('admin');
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orders.viewDetails')));
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orderDocuments.invoice')));
    expect(await screen.findByText('Không tìm thấy đơn hàng.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it("exports the orders of the days picked, as the calendar's days, once a range is chosen", async () => {
    const saved = savedFiles();
    const getFile = jest
      .spyOn(http, 'getFile')
      .mockResolvedValue({ blob: new Blob(['\uFEFFMã đơn'], { type: 'text/csv' }), fileName: 'orders.csv' });
    shop('admin');
    const exportButton = (await screen.findByText(i18next.t('backOffice.orderDocuments.exportCsv'))).closest('button')!;
    expect(exportButton.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByPlaceholderText(i18next.t('backOffice.orderDocuments.from')));
    fireEvent.click(screen.getByPlaceholderText(i18next.t('backOffice.orderDocuments.from')));
    const days = [...document.querySelectorAll<HTMLElement>('td.ant-picker-cell-in-view[title]')];
    const [first, fifth] = [days[0]!, days[4]!];
    fireEvent.click(first.querySelector('.ant-picker-cell-inner')!);
    fireEvent.click(fifth.querySelector('.ant-picker-cell-inner')!);
    const ready = await waitFor(() => {
      const button = screen.getByText(i18next.t('backOffice.orderDocuments.exportCsv')).closest('button')!;
      expect(button.disabled).toBe(false);
      return button;
    });
    fireEvent.click(ready);
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['orders.csv']));
    expect(getFile).toHaveBeenCalledWith(`/api/admin/orders/export.csv?from=${first.title}&to=${fifth.title}`);
  });
});
