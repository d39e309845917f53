import { ValidationError, carriersOf, orderMessages, streams, type Carrier } from '@tavico/contracts';
import { siteSettingsDecider } from '@tavico/domain';
import type { CommandHandler } from '../handler';

/**
 * The carrier of that id as the shop's settings list it now (its tracking page is kept with the
 * hand-over), for a supplier's hand-over and an admin's alike; one not on the list is a 400.
 */
export async function carrierOf(commands: CommandHandler, carrierId: string): Promise<Carrier> {
  const { state: settings } = await commands.load(streams.siteSettings, siteSettingsDecider);
  const carrier = carriersOf(settings).find((c) => c.id === carrierId);
  if (!carrier) throw new ValidationError(orderMessages.unknownCarrier);
  return carrier;
}
