// The success answer of every API operation, `{ data: { <name>: … } }`. The API declares these as
// its response schemas (so /api/docs shows them and drift fails a test) and the web reads its
// types from them.
import { z } from 'zod';
import { UserSchema } from './auth';
import { BuildSchema } from './build';
import { dataEnvelope } from './common';
import { SubmissionSchema } from './submission';
import { KeycardSchema, PriceHistoryEntrySchema } from './keycard';
import { DifficultySchema, ItemTypeSchema, MapSchema, RaritySchema } from './lookup';
import { TagSchema } from './tag';
import { UploadResultSchema } from './upload';
import { CategorySchema, WeaponListItemSchema, WeaponSchema } from './weapon';

/** Where a page of a list sits; `next_offset` is null on the last page. */
export const PageInfoSchema = z
  .strictObject({
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    next_offset: z.number().int().nullable(),
  })
  .meta({ id: 'PageInfo' });
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const pageEnvelope = <K extends string, S extends z.ZodType>(name: K, item: S) =>
  z.strictObject({
    data: z.strictObject({ [name]: z.array(item), page: PageInfoSchema } as { [P in K]: z.ZodArray<S> } & {
      page: typeof PageInfoSchema;
    }),
  });

export const WeaponListResponseSchema = pageEnvelope('weapons', WeaponListItemSchema);
export const WeaponResponseSchema = dataEnvelope('weapon', WeaponSchema);
export const WeaponViewsResponseSchema = dataEnvelope('views', z.number().int());
export const CategoriesResponseSchema = dataEnvelope('categories', z.array(CategorySchema));
export const BuildResponseSchema = dataEnvelope('build', BuildSchema);

export const SubmissionResponseSchema = dataEnvelope('submission', SubmissionSchema);
export const SubmissionListResponseSchema = pageEnvelope('submissions', SubmissionSchema);

export const KeycardListResponseSchema = pageEnvelope('keycards', KeycardSchema);
export const KeycardResponseSchema = dataEnvelope('keycard', KeycardSchema);
/** Every price change of one card, newest first (the chart reads this). */
export const PriceHistoryResponseSchema = dataEnvelope('price_history', z.array(PriceHistoryEntrySchema));
export const PriceSetResponseSchema = z.strictObject({
  data: z.strictObject({ id: z.string(), price: z.number().int(), changed: z.boolean() }),
});
export const BatchPriceResultSchema = z.strictObject({
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type BatchPriceResult = z.infer<typeof BatchPriceResultSchema>;
export const BatchPriceResponseSchema = z.strictObject({ data: BatchPriceResultSchema });

/** The newest sourced market price of one item (Havoc coins), with its day and source. */
export const ItemPriceSchema = z
  .strictObject({
    item_key: z.string(),
    price: z.number().int(),
    as_of: z.iso.date(),
    source: z.string().nullable(),
  })
  .meta({ id: 'ItemPrice' });
export type ItemPrice = z.infer<typeof ItemPriceSchema>;
export const StoragePricesResponseSchema = dataEnvelope('prices', z.array(ItemPriceSchema));

export const TagsResponseSchema = dataEnvelope('tags', z.array(TagSchema));
export const TagResponseSchema = dataEnvelope('tag', TagSchema);
export const MapsResponseSchema = dataEnvelope('maps', z.array(MapSchema));
export const DifficultiesResponseSchema = dataEnvelope('difficulties', z.array(DifficultySchema));
export const ItemTypesResponseSchema = dataEnvelope('itemTypes', z.array(ItemTypeSchema));
export const RaritiesResponseSchema = dataEnvelope('rarities', z.array(RaritySchema));

/** A user as the admin Users page sees it. */
export const AdminUserSchema = UserSchema.extend({ disabled: z.boolean(), created_at: z.string() }).meta({
  id: 'AdminUser',
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const UsersResponseSchema = dataEnvelope('users', z.array(AdminUserSchema));
export const AdminUserResponseSchema = dataEnvelope('user', AdminUserSchema);
export const UserResponseSchema = dataEnvelope('user', UserSchema);
export const CheckTokenResponseSchema = z.strictObject({
  data: z.strictObject({ isValid: z.boolean(), user: UserSchema.nullable() }),
});
export const LogoutResponseSchema = dataEnvelope('loggedOut', z.literal(true));

/** What a DELETE answers: the id of what is gone. */
export const DeletedResponseSchema = dataEnvelope('deleted', z.union([z.number().int(), z.string()]));
export const UploadResponseSchema = z.strictObject({ data: UploadResultSchema });

export const HealthResponseSchema = dataEnvelope('status', z.literal('ok'));
export const ReadyResponseSchema = z.strictObject({
  data: z.strictObject({ status: z.literal('ready'), engine: z.enum(['pglite', 'postgres']) }),
});
