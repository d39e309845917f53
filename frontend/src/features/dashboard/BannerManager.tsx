import { useEffect } from 'react';
import { Button, Empty, Popconfirm } from 'antd';
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
  const { featureImageList } = useAppSelector(selectFeatureImages);
  const { bannerUploading } = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(featureImagesRequested());
  }, [dispatch]);
  return (
    <section aria-label="Feature images">
      <h2>Feature images</h2>
      <ImageUpload
        status={bannerUploading ? 'loading' : 'idle'}
        url=""
        label="Kéo thả hoặc bấm để tải ảnh banner lên"
        onFile={(file) => dispatch(bannerUploadRequested({ file }))}
      />
      <div className="banner-list">
        {featureImageList.length === 0 && <Empty description="Chưa có ảnh banner" />}
        {featureImageList.map((banner, i) => (
          <div className="banner-item" key={banner._id}>
            <img src={banner.image} alt={`Banner ${i + 1}`} />
            <Popconfirm
              title="Xóa ảnh banner này?"
              okText="Xóa"
              cancelText="Hủy"
              onConfirm={() => dispatch(bannerDeleteRequested({ id: banner._id }))}
            >
              <Button danger icon={<DeleteOutlined />}>
                Delete
              </Button>
            </Popconfirm>
          </div>
        ))}
      </div>
    </section>
  );
}

export function FeaturesPage() {
  return (
    <>
      <div className="backoffice-page-head">
        <h1>Features</h1>
      </div>
      <BannerManager />
    </>
  );
}
