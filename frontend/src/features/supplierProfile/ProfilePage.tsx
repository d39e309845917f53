import { useEffect, useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ImageUpload } from '../../shared/ImageUpload';
import { profileImageUploadRequested, profileRequested, profileSaveRequested, selectProfile } from './profileSlice';

/** A supplier's profile as the public supplier list shows it: logo, story (background), contact info. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { profile, uploading, saving } = useAppSelector(selectProfile);
  const [contactInfo, setContactInfo] = useState(profile.contactInfo);
  const [story, setStory] = useState(profile.background);
  useEffect(() => {
    dispatch(profileRequested());
  }, [dispatch]);
  useEffect(() => setContactInfo(profile.contactInfo), [profile.contactInfo]);
  useEffect(() => setStory(profile.background), [profile.background]);

  const complete = Boolean(profile.logo && contactInfo.trim());
  return (
    <section className="profile-form">
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.profile')}</h1>
      </div>
      <h2>{t('backOffice.profile.logo')}</h2>
      <ImageUpload
        status={uploading === 'logo' ? 'loading' : profile.logo ? 'uploaded' : 'idle'}
        url={profile.logo}
        label={t('backOffice.profile.logoUpload')}
        onFile={(file) => dispatch(profileImageUploadRequested({ which: 'logo', file }))}
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
        onClick={() =>
          dispatch(profileSaveRequested({ ...profile, background: story.trim(), contactInfo: contactInfo.trim() }))
        }
      >
        {t('backOffice.profile.save')}
      </Button>
    </section>
  );
}
