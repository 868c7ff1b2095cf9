// An item's editor writes at its own path. PUT replaces it (every field required) and PATCH changes
// the fields sent: both name the item by the same path parameters and answer it as saved, so those
// are stated once; each method brings its own body and write. DELETE answers the id it removed.
// The operations are named after the item; their words are in openapi-texts.json.
import { DeletedResponseSchema, type ErrorCode } from '@dfwiki/shared';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { type EditMeta, editMeta } from './edit-meta';
import { editorWrite } from './guard';
import type { ZodApp } from './feature-routes';
import type { Operation } from './route-docs';

/** PUT or PATCH: its body and the write it makes (and its error codes, when they differ). */
export interface ItemWrite<P extends z.ZodType, B extends z.ZodType> {
  body: B;
  /** Instead of the shared codes, when this method answers others. */
  errors?: ErrorCode[];
  write: (params: z.output<P>, body: z.output<B>, meta: EditMeta) => Promise<unknown>;
}

export interface ItemWrites<P extends z.ZodType, R extends z.ZodType, U extends z.ZodType> {
  /** Names the operations: `replace<Item>`, `update<Item>` and `delete<Item>`. */
  item: string;
  params: P;
  success: Operation<P, never, never>['success'];
  /** The item as saved, read after either write. */
  answer: (params: z.output<P>) => Promise<unknown>;
  replace: ItemWrite<P, R>;
  update: ItemWrite<P, U>;
  /** Removes the item; throws NotFound when it is not there. */
  remove: (params: z.output<P>, meta: EditMeta) => Promise<unknown>;
}

// Every item names others it belongs to or is tagged with (a category, a map, tags), and a save
// on a version someone else has saved over is refused (If-Match, docs/history.md).
const ITEM_WRITE_ERRORS: ErrorCode[] = ['UNKNOWN_REFERENCE', 'EDIT_CONFLICT'];

/** PUT, PATCH and DELETE of one item at `url`. */
export function itemWrites<P extends z.ZodType, R extends z.ZodType, U extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  { item, params, success, answer, replace, update, remove }: ItemWrites<P, R, U>,
) {
  const register = <B extends z.ZodType>(
    method: 'PUT' | 'PATCH',
    operationId: string,
    { write, ...op }: ItemWrite<P, B>,
  ) =>
    app.route({
      method,
      url,
      ...editorWrite(ctx, { operationId, errors: ITEM_WRITE_ERRORS, ...op, params, success }),
      handler: async (req) => {
        const itemParams = req.params as z.output<P>;
        await write(itemParams, req.body as z.output<B>, editMeta(req));
        return answer(itemParams);
      },
    });
  register('PUT', `replace${item}`, replace);
  register('PATCH', `update${item}`, update);
  deleteItem(app, ctx, url, { operationId: `delete${item}`, params, remove });
}

export interface ItemDelete<P extends z.ZodType> {
  operationId: string;
  params: P;
  /** Removes the item; throws NotFound when it is not there. */
  remove: (params: z.output<P>, meta: EditMeta) => Promise<unknown>;
}

/** The answer names the item by the URL's last path parameter (`:id`, `:buildId`). */
export function deleteItem<P extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  url: string,
  { remove, ...op }: ItemDelete<P>,
) {
  const idParam = url.slice(url.lastIndexOf('/:') + 2);
  app.route({
    method: 'DELETE',
    url,
    ...editorWrite(ctx, { ...op, success: { schema: DeletedResponseSchema } }),
    handler: async (req) => {
      const params = req.params as z.output<P> & Record<string, string | number>;
      await remove(params, editMeta(req));
      return { data: { deleted: params[idParam] } };
    },
  });
}
