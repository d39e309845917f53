import {
  AppError,
  defaultSiteSettings,
  houseBrand,
  type ProductVariant,
  streams,
  type DemoDataEvent,
  type Role,
  type ShopCurrency,
  defaultReturnDays,
} from '@tavico/contracts';
import {
  bannerDecider,
  postDecider,
  productDecider,
  reviewDecider,
  siteSettingsDecider,
  userDecider,
  voucherDecider,
  type Decider,
  type ProductActor,
} from '@tavico/domain';
import type { CommandContext, CommandHandler, EventStore } from '@tavico/infrastructure';
import {
  demoBankAccount,
  demoContact,
  demoBanners,
  demoCustomers,
  demoPassword,
  demoFeatured,
  demoPrice,
  demoProducts,
  demoReviews,
  demoSuppliers,
  type Poster,
} from './catalogue';
import { bannerDrawing, logoDrawing, productDrawing, type ShapeName } from './drawings';
import { coverDrawing, demoPosts } from './posts';
import { demoOrder } from './orders';
import { demoVoucher, demoVoucherTerms } from './vouchers';
import { demoVariants } from './variants';

const version = 1;
const context: CommandContext = { actorId: null, actorRole: 'system', correlationId: 'startup:demo-data' };
const house: ProductActor = { id: 'system', role: 'admin', userName: houseBrand.label };

/** Every step has a fixed id, so a step done before is a 409 (or no change) and is skipped. */
async function once(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
}

/**
 * What the seed uses of the command side (command-service's `side`): the same commands, accounts,
 * image store and post sanitizer a person's requests go through, and the shop's currency.
 */
export interface DemoSide {
  commands: CommandHandler;
  accounts: {
    register(
      input: { userName: string; email: string; password: string; role: Role },
      context: CommandContext,
    ): Promise<unknown>;
    findByEmail(email: string): Promise<{ userId: string | null }>;
  };
  storeImage(bytes: Buffer, context: CommandContext, options: { allowSvg?: boolean }): Promise<{ url: string }>;
  sanitizePostBody(html: string): string;
  currency: ShopCurrency;
  /** RETURN_DAYS: the demo's delivered order may be returned for so long after the seed (issue 30). */
  returnDays?: number;
}
type DemoDecider = Decider<{ started: boolean; completed: boolean }, { type: 'Start' | 'Complete' }, DemoDataEvent>;

const demoDecider: DemoDecider = {
  name: 'demo-data@1',
  initialState: { started: false, completed: false },
  evolve: (state, event) =>
    event.type === 'DemoDataStarted' ? { ...state, started: true } : { ...state, completed: true },
  decide: (command, state) => {
    if (command.type === 'Start') return state.started ? [] : [{ type: 'DemoDataStarted', data: { version } }];
    return state.completed ? [] : [{ type: 'DemoDataCompleted', data: { version, products: demoProducts.length } }];
  },
};

/**
 * decisions §17: on an empty store the demo catalogue goes in through the same commands a person
 * would use: three suppliers with profiles, demo customers, 42 products in every category (some
 * on sale, some low on stock, one sold out), reviews and four banners, all with drawn images.
 * A start cut short is finished by the next one. Runs before the first admin is ensured, so
 * "empty" means no event at all.
 */
export async function seedDemoData(side: DemoSide, eventStore: EventStore): Promise<'added' | 'finished' | 'skipped'> {
  const marker = await side.commands.load(streams.demoData, demoDecider);
  if (marker.state.completed) return 'skipped';
  const resuming = marker.state.started;
  // Someone's data is here already: leave the shop as it is. (The currency chosen at the first
  // start is not data: it is recorded before anything else.)
  if (!resuming && (await eventStore.readAll(null, 2)).some((e) => e.streamId !== streams.shopCurrency))
    return 'skipped';
  await side.commands.handle(streams.demoData, demoDecider, { type: 'Start' }, context);

  const image = async (svg: string) => (await side.storeImage(Buffer.from(svg), context, { allowSvg: true })).url;
  // A product's variants, each with its drawing in its own wood (the same picture for the same wood).
  const variantsOf = async (title: string, shape: ShapeName, index: number): Promise<ProductVariant[]> =>
    Promise.all(
      demoVariants[title]!.map(async (v) => ({
        sku: v.sku,
        options: { size: v.size, ...(v.finish ? { finish: v.finish } : {}) },
        priceCents: demoPrice(v.price, side.currency),
        salePriceCents: v.salePrice ? demoPrice(v.salePrice, side.currency) : null,
        totalStock: v.stock,
        image: await image(productDrawing(shape, v.wood, index)),
      })),
    );
  const account = async (email: string, userName: string, role: Role) => {
    await once(() => side.accounts.register({ userName, email, password: demoPassword, role }, context));
    const { userId } = await side.accounts.findByEmail(email);
    if (!userId) throw new Error(`demo account ${email} was not created`);
    return userId;
  };

  const posters = new Map<Poster, ProductActor>([['house', house]]);
  for (const s of demoSuppliers) {
    const id = await account(s.email, s.userName, 'supplier');
    posters.set(s.key, { id, role: 'supplier', userName: s.userName });
    const profile = {
      logo: await image(logoDrawing(s.initials, s.wood)),
      background: s.story,
      contactInfo: s.contactInfo,
    };
    await side.commands.handle(streams.user(id), userDecider, { type: 'UpdateSupplierProfile', profile }, context);
  }
  const customers: { id: string; userName: string }[] = [];
  for (const c of demoCustomers) customers.push({ id: await account(c.email, c.userName, 'customer'), ...c });

  const productIds = new Map<string, string>();
  for (const [index, p] of demoProducts.entries()) {
    const productId = `demo-product-${String(index + 1).padStart(2, '0')}`;
    productIds.set(p.title, productId);
    const actor = posters.get(p.by)!;
    const fields = {
      title: p.title,
      description: p.description,
      category: p.category,
      brand: actor.role === 'supplier' ? actor.userName : houseBrand.id,
      image: await image(productDrawing(p.shape, p.wood, index)),
      priceCents: demoPrice(p.price, side.currency),
      salePriceCents: p.salePrice ? demoPrice(p.salePrice, side.currency) : null,
      totalStock: p.stock,
      // A second picture (another backdrop) and what a buyer asks: the wood and the warranty.
      gallery: [await image(productDrawing(p.shape, p.wood, index + 1))],
      specs: {
        material: p.material,
        warranty: p.by === 'house' ? '24 tháng' : '12 tháng',
      },
      ...(demoVariants[p.title] ? { variants: await variantsOf(p.title, p.shape, index) } : {}),
    };
    await once(() =>
      side.commands.handle(
        streams.product(productId),
        productDecider,
        { type: 'CreateProduct', productId, fields, actor },
        context,
      ),
    );
  }

  // The showroom, chosen in order (featuring again changes nothing).
  for (const title of [...demoFeatured].reverse()) {
    const productId = productIds.get(title);
    if (!productId) throw new Error(`demo showroom product "${title}" is not in the catalogue`);
    await side.commands.handle(
      streams.product(productId),
      productDecider,
      { type: 'FeatureProduct', featured: true, actor: house },
      context,
    );
  }

  // Reviews need a paid order (decisions §8): each demo customer has bought what they review.
  for (const [who, customer] of customers.entries()) {
    const reviewed = demoReviews.filter((r) => r[1] === who).map((r) => productIds.get(r[0])!);
    // Lan's order is delivered, so it can be returned (RETURN_DAYS from the seed on).
    const deliver = who === 0 ? { returnDays: side.returnDays ?? defaultReturnDays } : undefined;
    await demoOrder(
      side.commands,
      context,
      { ...customer, index: who + 1 },
      [...new Set(reviewed)],
      side.currency,
      deliver,
    );
  }

  for (const [title, who, reviewValue, reviewMessage] of demoReviews) {
    const productId = productIds.get(title)!;
    const reviewer = { ...customers[who], role: 'customer' as const };
    await once(() =>
      side.commands.handle(
        streams.review(productId, reviewer.id),
        reviewDecider,
        { type: 'AddReview', productId, reviewer, reviewMessage, reviewValue },
        context,
      ),
    );
  }

  for (const [index, b] of demoBanners.entries()) {
    const bannerId = `demo-banner-${index + 1}`;
    const bannerImage = await image(bannerDrawing(b.title, b.subtitle, b.wood));
    await once(() =>
      side.commands.handle(
        streams.banners,
        bannerDecider,
        { type: 'AddBanner', bannerId, image: bannerImage },
        context,
      ),
    );
  }

  for (const [index, p] of demoPosts.entries()) {
    const postId = `demo-post-${index + 1}`;
    const cover = await image(coverDrawing(p.title, p.subtitle, p.wood));
    await once(() =>
      side.commands.handle(
        streams.post(postId),
        postDecider,
        {
          type: 'CreatePost',
          postId,
          fields: {
            title: p.title,
            cover,
            body: side.sanitizePostBody(p.body),
            publishedAt: p.publishedAt,
            status: 'published',
          },
          at: p.publishedAt,
        },
        context,
      ),
    );
  }

  // Demo contact values and a demo account to pay bank transfers into, so the demo shows a filled
  // footer and offers every payment method; the owner replaces them in the back office's settings.
  await side.commands.handle(
    streams.siteSettings,
    siteSettingsDecider,
    { type: 'SaveSiteSettings', settings: { ...defaultSiteSettings, ...demoContact, bank: demoBankAccount } },
    context,
  );

  // A running voucher (issue 30), so the demo's checkout shows one at work.
  await once(() =>
    side.commands.handle(
      streams.voucher(demoVoucher.code),
      voucherDecider,
      {
        type: 'SaveVoucher',
        terms: demoVoucherTerms(side.currency, new Date()),
        create: true,
        now: new Date().toISOString(),
      },
      context,
    ),
  );

  await side.commands.handle(streams.demoData, demoDecider, { type: 'Complete' }, context);
  return resuming ? 'finished' : 'added';
}
