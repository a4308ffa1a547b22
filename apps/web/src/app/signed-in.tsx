import Frame from '../layout/frame';
import { AntdProviders } from './antd-providers';
import { i18nReady } from './i18n';

/**
 * Everything that loads after sign-in, as one lazy unit (app/require-login.tsx): the frame and
 * its pages, antd's theme and locale, i18next with the console's strings. None of it is part
 * of the sign-in page's load (docs/decisions.md "Sign-in page budget").
 */
export { i18nReady };

export default function SignedIn() {
  return (
    <AntdProviders>
      <Frame />
    </AntdProviders>
  );
}
