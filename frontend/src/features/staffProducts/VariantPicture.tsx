import { useState } from 'react';
import { Button, Upload, notification } from 'antd';
import { CloseOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/http';
import { imagesApi, type UploadArea } from '../../shared/imagesApi';

/**
 * A variant's own picture, a form control (its Form.Item gives `value` and `onChange`): chosen
 * from the device and uploaded at once, as the product's pictures are, shown small, removable
 * (none: the product's picture shows for it).
 */
export function VariantPicture({
  area,
  n,
  value,
  onChange,
}: {
  area: UploadArea;
  /** The variant's number in the sheet, for the picture's and the buttons' names. */
  n: number;
  value?: string;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await imagesApi.upload(area, file);
      onChange?.(answer.result.url);
    } catch (error) {
      notification.error({ title: messageOf(error) });
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="sheet-variant-picture">
      {value && <img src={value} alt={t('backOffice.variants.imageAlt', { n })} />}
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple={false}
        showUploadList={false}
        disabled={uploading}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
          {t(
            uploading
              ? 'upload.uploading'
              : value
                ? 'backOffice.variants.imageReplace'
                : 'backOffice.variants.imageUpload',
          )}
        </Button>
      </Upload>
      {value && (
        <Button
          icon={<CloseOutlined />}
          onClick={() => onChange?.('')}
          aria-label={t('backOffice.variants.imageRemove', { n })}
        />
      )}
    </div>
  );
}
