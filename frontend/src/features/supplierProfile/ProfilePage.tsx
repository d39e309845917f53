import { useEffect, useState } from 'react';
import { Button, Input, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierProfile } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { ImageUpload } from '../../shared/ImageUpload';
import { imagesApi } from '../../shared/imagesApi';
import { useSaveSupplierProfileMutation, useSupplierProfileQuery } from './profileApi';

const noProfile: SupplierProfile = { logo: '', background: '', contactInfo: '' };

/** A supplier's profile as the public supplier list shows it: logo, story (background), contact info. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: saved = noProfile } = useSupplierProfileQuery();
  const [saveProfile, { isLoading: saving }] = useSaveSupplierProfileMutation();
  const [logo, setLogo] = useState(saved.logo);
  const [uploading, setUploading] = useState(false);
  const [contactInfo, setContactInfo] = useState(saved.contactInfo);
  const [story, setStory] = useState(saved.background);
  useEffect(() => setLogo(saved.logo), [saved.logo]);
  useEffect(() => setContactInfo(saved.contactInfo), [saved.contactInfo]);
  useEffect(() => setStory(saved.background), [saved.background]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const answer = await imagesApi.upload('supplier', file);
      setLogo(answer.result.url);
    } catch (error) {
      notification.error({ title: messageOf(error) });
    } finally {
      setUploading(false);
    }
  };
  const save = async () => {
    try {
      const answer = await saveProfile({ logo, background: story.trim(), contactInfo: contactInfo.trim() }).unwrap();
      notification.success({ title: answer.message ?? '' });
    } catch (error) {
      notification.error({ title: messageOf(error) });
    }
  };

  const complete = Boolean(logo && contactInfo.trim());
  return (
    <section className="profile-form">
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.profile')}</h1>
      </div>
      <h2>{t('backOffice.profile.logo')}</h2>
      <ImageUpload
        status={uploading ? 'loading' : logo ? 'uploaded' : 'idle'}
        url={logo}
        label={t('backOffice.profile.logoUpload')}
        onFile={(file) => void upload(file)}
      />
      <h2>
        <label htmlFor="background">{t('backOffice.profile.background')}</label>
      </h2>
      <Input.TextArea
        id="background"
        rows={4}
        maxLength={1000}
        showCount
        value={story}
        onChange={(e) => setStory(e.target.value)}
        placeholder={t('backOffice.profile.backgroundExample')}
      />
      <h2>
        <label htmlFor="contactInfo">{t('backOffice.profile.contactInfo')}</label>
      </h2>
      <Input.TextArea
        id="contactInfo"
        rows={3}
        maxLength={1000}
        value={contactInfo}
        onChange={(e) => setContactInfo(e.target.value)}
        placeholder={t('backOffice.profile.contactExample')}
      />
      <Button
        type="primary"
        size="large"
        style={{ marginTop: 16 }}
        disabled={!complete}
        loading={saving}
        onClick={() => void save()}
      >
        {t('backOffice.profile.save')}
      </Button>
    </section>
  );
}
