import { Upload } from 'antd';
import { CloudUploadOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './imageUpload.css';

/** Where an image upload is: nothing chosen, on its way, or uploaded. */
export type UploadStatus = 'idle' | 'loading' | 'uploaded';

/**
 * One image, chosen or dropped (spec §5). Idle, uploading, then the uploaded image shown; disabled
 * while editing a product, as the spec's form has it. A normal-height area (about 180 px), so the
 * form under it stays in view.
 */
export function ImageUpload({
  status,
  url,
  disabled,
  label,
  onFile,
}: {
  status: UploadStatus;
  url: string;
  disabled?: boolean;
  label?: string;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <Upload.Dragger
      accept="image/jpeg,image/png,image/webp,image/gif"
      multiple={false}
      showUploadList={false}
      disabled={disabled || status === 'loading'}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
      className="image-upload"
      data-status={status}
    >
      {status === 'uploaded' && url ? (
        <img src={url} alt={t('upload.uploaded')} className="upload-preview" />
      ) : status === 'loading' ? (
        <p>
          <LoadingOutlined /> {t('upload.uploading')}
        </p>
      ) : (
        <p>
          <CloudUploadOutlined style={{ fontSize: 32, color: '#8b5a2b' }} />
          <br />
          {label ?? t('upload.choose')}
        </p>
      )}
      {disabled && <p className="ant-upload-hint">{t('upload.fixed')}</p>}
    </Upload.Dragger>
  );
}
