import type { LineFulfilment } from '@tavico/contracts/client';

/** A supplier's line as the back office names its step: waiting, packed, with the shipper. */
export const lineStepLabels: Record<LineFulfilment | 'waiting', string> = {
  waiting: 'Chờ đóng gói',
  packed: 'Đã đóng gói',
  handedOver: 'Đã giao vận chuyển',
};

export const lineStepLabel = (fulfilment: LineFulfilment | null | undefined): string =>
  lineStepLabels[fulfilment ?? 'waiting'];

/** The tag colour of a step: grey while waiting, amber once packed, green with the shipper. */
export const lineStepColour = (fulfilment: LineFulfilment | null | undefined): string =>
  fulfilment === 'handedOver' ? 'green' : fulfilment === 'packed' ? 'gold' : 'default';
