import { useQueryClient } from '@tanstack/react-query';
import type { MessageRow, MessageTab } from '@bo/contract';
import { messageKeys, readAllMessages, readMessages } from '../../api/messages';
import { useUserStore } from '../../stores/user';
import { isViewing } from '../../stores/viewing';

/**
 * Marking messages read, for the bell's panel and the messages page: the call, then every
 * 'messages' query of this user is read again (the count, the panel, the lists). The server also
 * tells the user's other open consoles.
 */
export function useMessageReading() {
  const client = useQueryClient();
  const info = useUserStore((s) => s.info);
  const refresh = () =>
    info ? client.invalidateQueries({ queryKey: messageKeys.all(info.gscode, info.ID) }) : Promise.resolve();
  return {
    /**
     * Marks the rows read that are not yet (nothing is sent when all are). Not in a read-only view
     * of a branch (issue 41): opening a message there is a look, not the branch's reading of it.
     */
    read: async (rows: Pick<MessageRow, 'id' | 'readAt'>[]) => {
      const ids = rows.filter((r) => !r.readAt).map((r) => r.id);
      if (!ids.length || isViewing()) return;
      await readMessages(ids);
      await refresh();
    },
    readAll: async (tab?: MessageTab) => {
      await readAllMessages(tab);
      await refresh();
    },
  };
}

/** The title in the reader's language: a person's message has no English title and shows as written. */
export const titleOf = (lang: string, r: Pick<MessageRow, 'title' | 'titleEn'>) =>
  lang === 'en' && r.titleEn ? r.titleEn : r.title;
export const bodyOf = (lang: string, r: Pick<MessageRow, 'body' | 'bodyEn'>) =>
  lang === 'en' && r.bodyEn ? r.bodyEn : r.body;
