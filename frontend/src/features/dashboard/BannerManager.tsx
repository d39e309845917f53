import { useEffect } from 'react';
import { Button, Empty, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ImageUpload } from '../../shared/ImageUpload';
import { featureImagesRequested, selectFeatureImages } from '../home';
import { bannerDeleteRequested, bannerUploadRequested, selectDashboard } from './dashboardSlice';

/**
 * Feature (banner) images: upload one, see them at full width and at most 300 px high, whole (not
 * cropped, even on a phone), delete (decisions §21).
 */
export function BannerManager() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { featureImageList } = useAppSelector(selectFeatureImages);
  const { bannerUploading } = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(featureImagesRequested());
  }, [dispatch]);
  return (
    <section aria-label={t('backOffice.banners.title')}>
      <h2>{t('backOffice.banners.title')}</h2>
      <ImageUpload
        status={bannerUploading ? 'loading' : 'idle'}
        url=""
        label={t('backOffice.banners.upload')}
        onFile={(file) => dispatch(bannerUploadRequested({ file }))}
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
              onConfirm={() => dispatch(bannerDeleteRequested({ id: banner._id }))}
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
