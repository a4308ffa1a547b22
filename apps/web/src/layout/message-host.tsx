import { useEffect } from 'react';
import { message } from 'antd';
import { setMessageApi } from '../lib/feedback';

/**
 * antd's message engine in the console's theme and language, handed to plain modules (the HTTP
 * client) through lib/feedback.ts. Loaded after the frame's first paint, or at once when
 * a message is raised before (frame-providers.tsx): messages wait for it in feedback.ts.
 */
export default function MessageHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setMessageApi(api);
    return () => setMessageApi(null);
  }, [api]);
  return holder;
}
