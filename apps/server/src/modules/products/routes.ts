import type { FastifyInstance } from 'fastify';
import {
  AddProduct,
  ChangeProduct,
  Products,
  ProductSizeOptions,
  PublicProducts,
  RemoveProduct,
  ReorderProducts,
  SetProductOnSale,
} from '@bo/contract';
import { langOf } from '../../i18n.js';
import { auditOf, registerCall, registerRead, registerWrite, type Deps } from '../../route.js';
import { sizeOptions } from '../cards/public.js';
import { registerPublicRead } from '../public-read/public.js';
import {
  addProduct,
  changeProduct,
  listProducts,
  publicProducts,
  removeProduct,
  reorderProducts,
  setOnSale,
} from './service.js';

/** Products shown in the shop (/space/productsshow, issue 13 #4) and their public read. */
export async function productsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerRead(app, deps, Products, (from, req) => listProducts(from, req.session, req.query, langOf(req)));
  registerCall(app, deps, ProductSizeOptions, (req) => sizeOptions(db, req.session));
  registerWrite(app, deps, AddProduct, 'add product', addProduct);
  registerWrite(app, deps, ChangeProduct, 'change product', changeProduct);
  registerWrite(app, deps, SetProductOnSale, 'set product on sale', setOnSale);
  registerWrite(app, deps, RemoveProduct, 'remove product', removeProduct);
  registerCall(app, deps, ReorderProducts, (req) => reorderProducts(db, req.session, req.body.ids, auditOf(req)), {
    audit: 'reorder products',
  });

  registerPublicRead(app, deps, PublicProducts, (from, gscode, req) =>
    publicProducts(from, gscode, req.query.category),
  );
}
