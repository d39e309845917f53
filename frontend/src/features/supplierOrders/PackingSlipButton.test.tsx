/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@tavico/contracts/client';
import { http } from '../../shared/http';
import { pageOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { supplierOrder } from '../../testing/supplierOrders';
import { SupplierOrdersPage } from './SupplierOrdersPage';

const signedInAs = (role: SessionUser['role']) => ({
  auth: {
    isAuthenticated: true,
    isLoading: false,
    user: { id: 'a1', _id: 'a1', userName: 'Hà', email: 'h@x.vn', role },
  },
});

/** What the browser was handed to save: the link's name and the bytes behind its address. */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

describe("a supplier's packing slip", () => {
  afterEach(() => jest.restoreAllMocks());

  it("gives a supplier the packing slip of its own lines on its order's card", async () => {
    const saved = savedFiles();
    const getFile = jest
      .spyOn(http, 'getFile')
      .mockResolvedValue({ blob: new Blob(['%PDF'], { type: 'application/pdf' }), fileName: 'slip.pdf' });
    stubServer([['get', '/api/supplier/orders', () => pageOf([supplierOrder('o1')])]]);
    renderScreen(<SupplierOrdersPage />, { install: installBackOffice, preloadedState: signedInAs('supplier') });
    fireEvent.click(await screen.findByText(i18next.t('backOffice.orderDocuments.packingSlip')));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['slip.pdf']));
    expect(getFile).toHaveBeenCalledWith('/api/admin/orders/o1/packing-slip.pdf');
  });
});
