// First: an address that would only redirect is replaced before the router starts (start-route.ts).
import './app/start-route';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { reloadForChunk, isChunkLoadError } from './lib/chunk-errors';
import { Providers } from './app/providers';
import { router } from './app/router';
import { loadSignInStrings } from './components/sign-in-i18n';
import { captureStaticForm } from './pages/login/static-form';
import { useUserStore } from './stores/user';
// The CSS of everything index.html draws before the code (linked in <head> by the build).
import './app/theme.css';
import './app/global.css';
import './components/plain.css';
import './pages/login/login.css';
import './app/frame-skeleton.css';

/** Resolves when the router has what the first route needs (its lazy code). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * index.html already shows the first screen drawn by CSS (public/boot.js picks the sign-in form
 * or the frame's skeleton, in the stored language and page mode). React draws over it only
 * when it has all its first screen needs, in one go: the same markup in the same place, so
 * nothing flashes or moves (docs/decisions/0039-sign-in-page-drawn-by-html.md).
 */
async function start() {
  const strings = (lang = useUserStore.getState().language) =>
    loadSignInStrings(lang).catch((e: unknown) => {
      // A redeploy removed them: the new index.html brings the new ones.
      if (isChunkLoadError(e) && reloadForChunk()) throw e;
    });
  await Promise.all([routerReady(), strings()]);
  // The static page's language switch works before the code (public/boot.js stores the choice).
  await useUserStore.persist.rehydrate();
  await strings();
  const root = createRoot(document.getElementById('root')!);
  // What was typed into the static form, read in the same task as React replaces it.
  captureStaticForm();
  flushSync(() =>
    root.render(
      <StrictMode>
        <Providers>
          {/* A navigation is drawn in the task that made it, not in a transition: the page shown is
              always the one the address and the tabs name (docs/decisions/0136-navigation-drawn-at-once.md). */}
          <RouterProvider router={router} useTransitions={false} />
        </Providers>
      </StrictMode>,
    ),
  );
  for (const key of ['boot', 'bootMenu', 'bootCollapsed', 'bootTabs', 'bootReady'])
    delete document.documentElement.dataset[key];
}

void start().catch(() => undefined); // only a reload under way ends it early
