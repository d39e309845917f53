import type { ImageEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { imageDecider, type RecordUpload } from './image';

const upload: RecordUpload = {
  type: 'RecordUpload',
  hash: 'a'.repeat(64),
  url: `/uploads/${'a'.repeat(64)}.png`,
  contentType: 'image/png',
  size: 2048,
};
const uploaded: ImageEvent = {
  type: 'ImageUploaded',
  data: { hash: upload.hash, url: upload.url, contentType: 'image/png', size: 2048 },
};

describe('image decider', () => {
  it('records a first upload of some bytes', () => {
    givenEvents(imageDecider, []).when(upload).then([uploaded]);
  });

  it('records nothing when the same bytes are uploaded again', () => {
    givenEvents(imageDecider, [uploaded]).when(upload).then([]);
  });
});
