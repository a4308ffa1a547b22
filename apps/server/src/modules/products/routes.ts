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
import { auditOf, registerCall, type Deps } from '../../route.js';
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

  registerCall(app, deps, Products, (req) => listProducts(db, req.session, req.query, langOf(req)));
  registerCall(app, deps, ProductSizeOptions, (req) => sizeOptions(db, req.session));
  registerCall(app, deps, AddProduct, (req) => addProduct(db, req.session, req.body, auditOf(req)), {
    audit: 'add product',
  });
  registerCall(app, deps, ChangeProduct, (req) => changeProduct(db, req.session, req.body, auditOf(req)), {
    audit: 'change product',
  });
  registerCall(app, deps, SetProductOnSale, (req) => setOnSale(db, req.session, req.body, auditOf(req)), {
    audit: 'set product on sale',
  });
  registerCall(app, deps, RemoveProduct, (req) => removeProduct(db, req.session, req.body, auditOf(req)), {
    audit: 'remove product',
  });
  registerCall(app, deps, ReorderProducts, (req) => reorderProducts(db, req.session, req.body.ids, auditOf(req)), {
    audit: 'reorder products',
  });

  registerPublicRead(app, deps, PublicProducts, (gscode, req) => publicProducts(db, gscode, req.query.category));
}
