import { BannersPage } from '../banners/banners-page';

/** /pic/wxappbannersetting: the wxapp slot's banners (the page is shared by the three slots, see banners/banners-page.tsx). */
export default function PicWxappbannersettingPage() {
  return <BannersPage slot="wxapp" />;
}
