/** @jest-environment jsdom */
import i18next from 'i18next';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '../../shared/http';
import { pageOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { savedFiles } from '../../testing/files';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { supplierOrder } from '../../testing/supplierOrders';
import { SupplierOrdersPage } from './SupplierOrdersPage';

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
