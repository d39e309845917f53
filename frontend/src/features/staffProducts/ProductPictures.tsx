import { Button, Upload } from 'antd';
import { CloseOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maxGalleryImages } from '@tavico/contracts/client';
import { ImageUpload } from '../../shared/ImageUpload';
import { galleryFull, galleryFullMessage, type ProductSheetControl } from './productSheetState';
import type { ProductsArea } from './staffProductsApi';
import './productSheet.css';

/**
 * The sheet's pictures (issue 19.3): the main image, kept while editing as the spec has it, and up
 * to five more, each uploaded as soon as it is chosen and removable; six in all.
 */
export function ProductPictures({ area, sheet }: { area: ProductsArea; sheet: ProductSheetControl }) {
  const { t } = useTranslation();
  const { editing, upload, gallery, galleryUploads } = sheet;
  const full = galleryFull(sheet);

  return (
    <div className="sheet-pictures">
      <ImageUpload
        status={upload.status}
        url={upload.url}
        disabled={Boolean(editing)}
        onFile={(file) => void sheet.uploadImage(file)}
      />
      <div className="sheet-gallery-head" id={`${area}-gallery-label`}>
        {t('backOffice.products.gallery', {
          count: gallery.length,
          max: maxGalleryImages,
          total: maxGalleryImages + 1,
        })}
      </div>
      <ul className="sheet-gallery" aria-labelledby={`${area}-gallery-label`}>
        {gallery.map((url, i) => (
          <li key={`${url}-${i}`} className="sheet-gallery-tile">
            <img src={url} alt={t('backOffice.products.galleryAlt', { n: i + 1 })} />
            <Button
              size="small"
              shape="circle"
              icon={<CloseOutlined />}
              aria-label={t('backOffice.products.galleryRemove', { n: i + 1 })}
              onClick={() => sheet.removeGalleryImage(i)}
            />
          </li>
        ))}
        {Array.from({ length: galleryUploads }, (_, i) => (
          <li key={`uploading-${i}`} className="sheet-gallery-tile uploading" aria-label={t('upload.uploading')}>
            <LoadingOutlined />
          </li>
        ))}
        {!full && (
          <li className="sheet-gallery-tile">
            <Upload
              className="sheet-gallery-add"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              showUploadList={false}
              beforeUpload={(file) => {
                void sheet.addGalleryImage(file);
                return false;
              }}
            >
              <span className="sheet-gallery-add-label">
                <PlusOutlined />
                {t('backOffice.products.galleryAdd')}
              </span>
            </Upload>
          </li>
        )}
      </ul>
      {full && (
        <p className="sheet-gallery-full" role="status">
          {galleryFullMessage()}
        </p>
      )}
    </div>
  );
}
