import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { setMessageApi } from '../components/feedback';
import { queryClient } from './query-client';

/** Hands antd's themed message API to plain modules (the HTTP client). */
function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

/** The frame's providers: the query cache and antd's <App> (themed message and modal). */
export function FrameProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <App>
        <MessageBridge />
        {children}
      </App>
    </QueryClientProvider>
  );
}
