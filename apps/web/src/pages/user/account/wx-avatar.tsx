import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';

/**
 * Only an avatar the console's own content policy lets in (this site, data:) is drawn; WeChat's
 * own image hosts are not allowed by it, and a blocked image would only log an error. Used by
 * the shop accounts and followers tabs.
 */
const showable = (src: string) => src.startsWith('data:') || (src.startsWith('/') && !src.startsWith('//'));

/** A WeChat avatar beside the nickname; the person icon when there is none or it cannot be shown. */
export function WxAvatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="acc-avatar" aria-hidden>
      {src && showable(src) && !failed ? (
        <img src={src} alt="" referrerPolicy="no-referrer" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <UserOutlined />
      )}
    </span>
  );
}
