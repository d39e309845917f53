/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BannerView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { FeaturesPage } from './BannerManager';

const banner = (id: string): BannerView => ({ _id: id, image: `/uploads/${id}.webp` }) as BannerView;

describe("the back office's banners, read from the api's cache", () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the banners, deletes one and shows the list as the server has it then', async () => {
    let held = [banner('b1'), banner('b2')];
    const { calls } = stubServer([
      ['get', '/api/common/feature/get', () => ({ success: true, data: held })],
      [
        'delete',
        /^\/api\/common\/feature\/delete\//,
        (path) => {
          held = held.filter((b) => !path.endsWith(b._id));
          return { success: true, message: 'Đã xóa ảnh banner.' };
        },
      ],
    ]);
    renderScreen(<FeaturesPage />, { install: installBackOffice });
    expect(await screen.findByAltText('Banner 2')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Xóa')[0]!.closest('button')!);
    const confirm = await screen.findByText('Xóa ảnh banner này?');
    fireEvent.click(
      [...confirm.closest('.ant-popover')!.querySelectorAll('button')].find((b) => b.textContent === 'Xóa')!,
    );
    await waitFor(() => expect(screen.queryByAltText('Banner 2')).toBeNull());
    expect((screen.getByAltText('Banner 1') as HTMLImageElement).getAttribute('src')).toBe('/uploads/b2.webp');
    expect(calls('delete')).toEqual([['/api/common/feature/delete/b1']]);
    expect(calls('get')).toHaveLength(2);
  });

  it('shows none when the list cannot be read', async () => {
    stubServer([['get', '/api/common/feature/get', () => new ApiError('down', 503)]]);
    renderScreen(<FeaturesPage />, { install: installBackOffice });
    expect(await screen.findByText('Chưa có ảnh banner')).toBeTruthy();
  });
});
