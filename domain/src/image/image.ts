import type { ImageEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/**
 * `image-{sha256}`: an uploaded file. Its card rendition (ImageRenditionMade) is appended by the
 * rendition job in workers, which has no say here.
 */
export type ImageState = { uploaded: boolean };
export type RecordUpload = { type: 'RecordUpload'; hash: string; url: string; contentType: string; size: number };

export const initialState: ImageState = { uploaded: false };

export const evolve = (state: ImageState, event: ImageEvent): ImageState =>
  event.type === 'ImageUploaded' ? { uploaded: true } : state;

/** The same bytes uploaded again are the same image: nothing new is recorded. */
export function decide(command: RecordUpload, state: ImageState): ImageEvent[] {
  if (state.uploaded) return [];
  const { hash, url, contentType, size } = command;
  return [{ type: 'ImageUploaded', data: { hash, url, contentType, size } }];
}

export const imageDecider: Decider<ImageState, RecordUpload, ImageEvent> = {
  name: 'image@1',
  initialState,
  evolve,
  decide,
};
