import { useState } from 'react';
import { Button, Empty, Popconfirm, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined } from '@ant-design/icons';
import { messageOf } from '../../shared/http';
import { ImageUpload } from '../../shared/ImageUpload';
import { imagesApi } from '../../shared/imagesApi';
import { useBannersQuery } from '../home';
import { useAddBannerMutation, useDeleteBannerMutation } from './dashboardApi';

/**
 * Feature (banner) images: upload one, see them at full width and at most 300 px high, whole (not
 * cropped, even on a phone), delete (decisions §21).
 */
export function BannerManager() {
  const { t } = useTranslation();
  // Read again each time the screen opens; an add or a delete marks it stale ('Home'), so it is
  // read again then too. A failed read shows none (spec §8).
  const { data, isError } = useBannersQuery(undefined, { refetchOnMountOrArgChange: true });
  const featureImageList = (!isError && data) || [];
  const [uploading, setUploading] = useState(false);
  const [addBanner] = useAddBannerMutation();
  const [deleteBanner] = useDeleteBannerMutation();

  /** The server's word either way; the list follows from the cache. */
  const command = async (send: () => Promise<{ message?: string }>) => {
    try {
      const answer = await send();
      notification.success({ title: answer.message ?? '' });
    } catch (error) {
      notification.error({ title: messageOf(error) });
    }
  };
  const upload = async (file: File) => {
    setUploading(true);
    await command(async () => {
      const uploaded = await imagesApi.upload('admin', file);
      return addBanner(uploaded.result.url).unwrap();
    });
    setUploading(false);
  };
  return (
    <section aria-label={t('backOffice.banners.title')}>
      <h2>{t('backOffice.banners.title')}</h2>
      <ImageUpload
        status={uploading ? 'loading' : 'idle'}
        url=""
        label={t('backOffice.banners.upload')}
        onFile={(file) => void upload(file)}
      />
      <div className="banner-list">
        {featureImageList.length === 0 && <Empty description={t('backOffice.banners.empty')} />}
        {featureImageList.map((banner, i) => (
          <div className="banner-item" key={banner._id}>
            <img src={banner.image} alt={t('backOffice.banners.alt', { n: i + 1 })} />
            <Popconfirm
              title={t('backOffice.banners.deleteAsk')}
              okText={t('backOffice.common.delete')}
              cancelText={t('backOffice.common.cancel')}
              onConfirm={() => void command(() => deleteBanner(banner._id).unwrap())}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('backOffice.common.delete')}
              </Button>
            </Popconfirm>
          </div>
        ))}
      </div>
    </section>
  );
}

export function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.features')}</h1>
      </div>
      <BannerManager />
    </>
  );
}
