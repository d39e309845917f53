import type { ProductFields } from './products';
import type { Role } from './roles';

/** Read-model documents as the workers write them and the query side reads them. */
export const collections = {
  users: 'users',
  products: 'products',
  checkpoints: 'checkpoints',
} as const;

export interface UserDocument {
  _id: string;
  [key: string]: unknown;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
  /** Open sessions; the query side accepts only these. */
  sessions: { id: string; expiresAt: string }[];
}

export interface CheckpointDocument {
  _id: string;
  [key: string]: unknown;
  position: number;
  updatedAt: string;
}

export interface ProductDocument extends ProductFields {
  _id: string;
  [key: string]: unknown;
  /** salePrice when above 0, else price: what listing sorts by. */
  effectivePriceCents: number;
  averageReview: number;
  reviewCount: number;
  postedBy: string | null;
  /** Title without diacritics, lower-case: Vietnamese-order sort key and search field. */
  titleFolded: string;
  /** Description, category label and brand, folded: the rest of what search looks at. */
  searchFolded: string;
  createdAt: string;
  updatedAt: string;
}
