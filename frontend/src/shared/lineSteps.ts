import type { LineFulfilment } from '@tavico/contracts/client';
import type { Translate } from './statusNames';

/** A supplier's line as the back office names its step: waiting, packed, with the shipper. */
export const lineStepLabel = (t: Translate, fulfilment: LineFulfilment | null | undefined): string =>
  t(`backOffice.lineStep.${fulfilment ?? 'waiting'}`);

/** The tag colour of a step: grey while waiting, amber once packed, green with the shipper. */
export const lineStepColour = (fulfilment: LineFulfilment | null | undefined): string =>
  fulfilment === 'handedOver' ? 'green' : fulfilment === 'packed' ? 'gold' : 'default';
