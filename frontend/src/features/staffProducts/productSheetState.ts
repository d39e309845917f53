import { useRef, useState } from 'react';
import { notification } from 'antd';
import { maxGalleryImages, type ProductView } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { t } from '../../shared/i18n';
import { imagesApi } from '../../shared/imagesApi';
import type { UploadStatus } from '../../shared/ImageUpload';
import type { ProductsArea } from './staffProductsApi';

/** The right-side sheet: closed, adding (editing null) or editing one product as it was when opened. */
export interface SheetState {
  open: boolean;
  editing: ProductView | null;
  upload: { status: UploadStatus; url: string };
  /** The pictures after the main one, as the sheet will send them. */
  gallery: string[];
  /** Gallery pictures on their way up: they count toward the limit until they arrive or fail. */
  galleryUploads: number;
}

const closed: SheetState = {
  open: false,
  editing: null,
  upload: { status: 'idle', url: '' },
  gallery: [],
  galleryUploads: 0,
};

/** Said when a seventh picture is chosen; the sheet shows it too once the gallery is full. */
export const galleryFullMessage = (): string =>
  t('backOffice.products.galleryFull', { total: maxGalleryImages + 1, max: maxGalleryImages });

/** Whether another gallery picture would go past the limit (those still uploading count). */
export const galleryFull = (state: Pick<SheetState, 'gallery' | 'galleryUploads'>): boolean =>
  state.gallery.length + state.galleryUploads >= maxGalleryImages;

/**
 * The sheet's form state, the screen's own (not the server's): what is open, and the pictures as
 * they upload. Several pictures chosen at once are counted as they are chosen, so the state is
 * kept in a ref too: each choice sees the ones before it.
 */
export function useProductSheet(area: ProductsArea) {
  const current = useRef(closed);
  // Each opening of the sheet: an upload that arrives after it was closed belongs to no product.
  const opening = useRef(0);
  const [state, setState] = useState(closed);
  const update = (change: (s: SheetState) => SheetState) => {
    current.current = change(current.current);
    setState(current.current);
  };

  const show = (editing: ProductView | null) => {
    opening.current += 1;
    update(() => ({
      open: true,
      editing,
      upload: editing ? { status: 'uploaded', url: editing.image } : { status: 'idle', url: '' },
      gallery: editing?.gallery ?? [],
      galleryUploads: 0,
    }));
  };
  /** Closing resets the form and forgets the product (spec §4). */
  const close = () => {
    opening.current += 1;
    update(() => closed);
  };

  const uploadImage = async (file: File) => {
    update((s) => ({ ...s, upload: { status: 'loading', url: '' } }));
    try {
      const answer = await imagesApi.upload(area, file);
      update((s) => ({ ...s, upload: { status: 'uploaded', url: answer.result.url } }));
    } catch (error) {
      notification.error({ title: messageOf(error) });
      update((s) => ({ ...s, upload: { status: 'idle', url: '' } }));
    }
  };

  /** Each picture chosen uploads at once, several side by side, up to the gallery's limit. */
  const addGalleryImage = async (file: File) => {
    if (galleryFull(current.current)) {
      notification.error({ title: galleryFullMessage() });
      return;
    }
    const when = opening.current;
    update((s) => ({ ...s, galleryUploads: s.galleryUploads + 1 }));
    const arrived = (url: string | null) =>
      update((s) => {
        const galleryUploads = Math.max(0, s.galleryUploads - 1);
        if (when !== opening.current) return s;
        const room = url !== null && s.open && s.gallery.length < maxGalleryImages;
        return { ...s, galleryUploads, gallery: room ? [...s.gallery, url] : s.gallery };
      });
    try {
      const answer = await imagesApi.upload(area, file);
      arrived(answer.result.url);
    } catch (error) {
      notification.error({ title: messageOf(error) });
      arrived(null);
    }
  };

  const removeGalleryImage = (index: number) =>
    update((s) => ({ ...s, gallery: s.gallery.filter((_, i) => i !== index) }));

  return { ...state, show, close, uploadImage, addGalleryImage, removeGalleryImage };
}

export type ProductSheetControl = ReturnType<typeof useProductSheet>;
