import { collections, type SiteSettingsDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** The owner's settings as the last save left them: one document, read by every page and the chat. */
export const siteSettingsProjection: Projection<SiteSettingsDocument> = {
  name: 'siteSettings',
  collection: collections.siteSettings,
  handles: ['SiteSettingsSaved'],
  documentId: () => siteSettingsDocumentId,
  evolve(_settings, event) {
    if (event.type !== 'SiteSettingsSaved') return null;
    return { _id: siteSettingsDocumentId, ...event.data.settings, savedAt: event.metadata.time };
  },
};

export const siteSettingsDocumentId = 'site';
