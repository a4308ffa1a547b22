import type { FastifyInstance } from 'fastify';
import {
  MessageAudience,
  MessageCounts,
  MessageList,
  MessagePanel,
  ReadAllMessages,
  ReadMessages,
  SendNotice,
  SendUserMessage,
} from '@bo/contract';
import { registerCall, registerChange, registerRead, type Deps } from '../../route.js';
import {
  messageAudience,
  messageCounts,
  messagePage,
  messagePanel,
  readAllMessages,
  readMessages,
  sendNotice,
  sendUserMessage,
} from './service.js';

/**
 * Messages, notices and to-dos (issue 14 #4): the bell's count and panel, the messages page,
 * marking read, and sending (mark notice:send, audited). Marking read is the user's own state,
 * like a column choice, and is not written to the operation log.
 */
export async function messagesRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  registerCall(app, deps, MessageCounts, (req) => messageCounts(db, req.session));
  registerCall(app, deps, MessagePanel, (req) => messagePanel(db, req.session));
  registerRead(app, deps, MessageList, (from, req) => messagePage(from, req.session, req.query));
  registerCall(app, deps, ReadMessages, (req) => readMessages(db, req.session, req.body.ids));
  registerCall(app, deps, ReadAllMessages, (req) => readAllMessages(db, req.session, req.body.tab));
  registerCall(app, deps, MessageAudience, (req) => messageAudience(db, req.session));

  registerChange(
    app,
    deps,
    SendNotice,
    'send notice',
    () => '',
    (req) => sendNotice(db, req.session, req.body),
    (sent) => sent.id,
  );
  registerChange(
    app,
    deps,
    SendUserMessage,
    'send message',
    (req) => `user:${req.body.userId}`,
    (req) => sendUserMessage(db, req.session, req.body),
    (sent) => sent.id,
  );
}
