import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { theme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { onMessageWanted } from '../lib/feedback';
import { lazyPart, PartBoundary } from '../lib/lazy-part';
import { queryClient } from './query-client';
import { whenIdle } from '../lib/when-idle';

/** antd's message engine (~9 KB gzip): not in the frame's first load (message-host.tsx). */
const MessageHost = lazyPart(() => import('./message-host'));

/**
 * The frame's providers: the query cache, and antd's themed message API for plain modules (the
 * HTTP client), mounted after the first paint or as soon as a message is raised. Not antd's
 * <App>: it also brings the modal and notification engines (~15 KB gzip) into the frame's first
 * load, and the console uses neither through it (dialogs render their own <Modal>; the logout
 * confirmation uses Modal.useModal in its own lazily loaded part). The wrapper gives the text
 * the colour, size and font <App> gave it.
 */
export function FrameProviders({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [messages, setMessages] = useState(false);
  /** Bumped when the engine's code failed to load: the next message tries again. */
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const stopIdle = whenIdle(() => setMessages(true));
    const stopWanted = onMessageWanted(() => setMessages(true));
    return () => {
      stopIdle();
      stopWanted();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <div
        className="bo-app"
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {messages && (
          <PartBoundary
            key={attempt}
            onError={() => {
              setMessages(false);
              setAttempt((n) => n + 1);
            }}
          >
            <Suspense fallback={null}>
              <MessageHost />
            </Suspense>
          </PartBoundary>
        )}
        {children}
      </div>
    </QueryClientProvider>
  );
}
