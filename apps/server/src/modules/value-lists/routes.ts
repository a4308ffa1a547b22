import type { FastifyInstance } from 'fastify';
import {
  AddValueItem,
  ChangeValueItem,
  RemoveValueItem,
  ReorderValueList,
  SetValueItemStatus,
  ValueListChoices,
  ValueLists,
} from '@bo/contract';
import { registerCall, registerWrite, type Deps } from '../../route.js';
import { addItem, changeItem, removeItem, reorderItems, setItemStatus, valueChoices, valueLists } from './service.js';

/** Value lists (/system/dict, issue 37 #10): the lists and their items, the client form's choices, and the changes (dict:edit). */
export async function valueListsRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  registerCall(app, deps, ValueLists, (req) => valueLists(db, req.session));
  registerCall(app, deps, ValueListChoices, (req) => valueChoices(db, req.session));
  registerWrite(app, deps, AddValueItem, 'add value list item', addItem);
  registerWrite(app, deps, ChangeValueItem, 'change value list item', changeItem);
  registerWrite(app, deps, SetValueItemStatus, 'set value list item status', setItemStatus);
  registerWrite(app, deps, ReorderValueList, 'reorder value list', reorderItems);
  registerWrite(app, deps, RemoveValueItem, 'remove value list item', removeItem);
}
